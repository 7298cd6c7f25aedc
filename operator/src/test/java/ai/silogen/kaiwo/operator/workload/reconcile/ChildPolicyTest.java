package ai.silogen.kaiwo.operator.workload.reconcile;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.external.appwrapper.v1beta2.AppWrapper;
import ai.silogen.kaiwo.api.external.ray.v1.RayJob;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import org.junit.jupiter.api.Test;

class ChildPolicyTest {

  static <T> T read(String yaml, Class<T> type) {
    return ApiSerialization.read("---\n" + yaml, type);
  }

  @Test
  void policiesByKind() {
    assertThat(ChildPolicy.of(new Deployment())).isEqualTo(ChildPolicy.PATCH);
    assertThat(ChildPolicy.of(new ConfigMap())).isEqualTo(ChildPolicy.PATCH);
    assertThat(ChildPolicy.of(new PersistentVolumeClaim())).isEqualTo(ChildPolicy.CREATE_ONLY);
    assertThat(ChildPolicy.of(read("metadata: {name: j}", Job.class)))
        .isEqualTo(ChildPolicy.REPLACE_WHILE_HELD);
    assertThat(
            ChildPolicy.of(
                read(
                    "metadata: {name: j, labels: {kaiwo.silogen.ai/type: downloader}}", Job.class)))
        .isEqualTo(ChildPolicy.CREATE_ONLY);
    assertThat(ChildPolicy.of(new RayJob())).isEqualTo(ChildPolicy.REPLACE_WHILE_HELD);
    assertThat(ChildPolicy.of(new AppWrapper())).isEqualTo(ChildPolicy.REPLACE_WHILE_HELD);
    assertThat(ChildPolicy.REPLACE_WHILE_HELD.ignored()).containsExactly("spec.suspend");
  }

  @Test
  void heldMeansSuspendedAndNeverStarted() {
    assertThat(ChildPolicy.isHeld(read("spec: {suspend: true}", Job.class))).isTrue();
    assertThat(ChildPolicy.isHeld(read("spec: {suspend: false}", Job.class))).isFalse();
    assertThat(ChildPolicy.isHeld(read("spec: {suspend: true}\nstatus: {active: 1}", Job.class)))
        .isFalse();
    assertThat(ChildPolicy.isHeld(read("spec: {suspend: true}\nstatus: {failed: 1}", Job.class)))
        .isFalse();
    assertThat(ChildPolicy.isHeld(read("spec: {suspend: true}", RayJob.class))).isTrue();
    assertThat(ChildPolicy.isHeld(read("spec: {}", AppWrapper.class))).isFalse();
    assertThat(ChildPolicy.isHeld(new Deployment())).isFalse();
  }
}
