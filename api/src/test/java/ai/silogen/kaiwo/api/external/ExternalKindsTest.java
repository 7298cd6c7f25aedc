package ai.silogen.kaiwo.api.external;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.RoundTrip;
import ai.silogen.kaiwo.api.external.appwrapper.v1beta2.AppWrapper;
import ai.silogen.kaiwo.api.external.kueue.v1alpha1.Topology;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceFlavor;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.Workload;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.WorkloadPriorityClass;
import ai.silogen.kaiwo.api.external.ray.v1.RayCluster;
import ai.silogen.kaiwo.api.external.ray.v1.RayJob;
import ai.silogen.kaiwo.api.external.ray.v1.RayService;
import io.fabric8.kubernetes.api.model.HasMetadata;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Kueue, KubeRay and AppWrapper kinds map to our minimal models by apiVersion and kind. */
class ExternalKindsTest {

  @Test
  void kindsAreRegisteredWithTheirGroupVersionAndPlural() {
    List<HasMetadata> objects =
        ApiSerialization.readAll(
            """
            apiVersion: kueue.x-k8s.io/v1beta1
            kind: ResourceFlavor
            metadata: {name: f}
            ---
            apiVersion: kueue.x-k8s.io/v1beta1
            kind: ClusterQueue
            metadata: {name: q}
            ---
            apiVersion: kueue.x-k8s.io/v1beta1
            kind: LocalQueue
            metadata: {name: q, namespace: ns}
            ---
            apiVersion: kueue.x-k8s.io/v1beta1
            kind: WorkloadPriorityClass
            metadata: {name: high}
            value: 1000
            ---
            apiVersion: kueue.x-k8s.io/v1beta1
            kind: Workload
            metadata: {name: w, namespace: ns}
            ---
            apiVersion: kueue.x-k8s.io/v1alpha1
            kind: Topology
            metadata: {name: t}
            ---
            apiVersion: ray.io/v1
            kind: RayJob
            metadata: {name: j, namespace: ns}
            ---
            apiVersion: ray.io/v1
            kind: RayService
            metadata: {name: s, namespace: ns}
            ---
            apiVersion: ray.io/v1
            kind: RayCluster
            metadata: {name: c, namespace: ns}
            ---
            apiVersion: workload.codeflare.dev/v1beta2
            kind: AppWrapper
            metadata: {name: a, namespace: ns}
            """);
    assertThat(objects)
        .extracting(Object::getClass)
        .containsExactly(
            ResourceFlavor.class,
            ClusterQueue.class,
            LocalQueue.class,
            WorkloadPriorityClass.class,
            Workload.class,
            Topology.class,
            RayJob.class,
            RayService.class,
            RayCluster.class,
            AppWrapper.class);
    assertThat(new WorkloadPriorityClass().getPlural()).isEqualTo("workloadpriorityclasses");
    assertThat(new Topology().getPlural()).isEqualTo("topologies");
    assertThat(new AppWrapper().getApiVersion()).isEqualTo("workload.codeflare.dev/v1beta2");
  }

  @Test
  void workloadPriorityClassHasTopLevelValueAndNoSpec() {
    String yaml =
        """
        apiVersion: kueue.x-k8s.io/v1beta1
        kind: WorkloadPriorityClass
        metadata:
          name: high
        value: 1000
        description: important
        """;
    WorkloadPriorityClass priority = ApiSerialization.read(yaml, WorkloadPriorityClass.class);
    assertThat(priority.getValue()).isEqualTo(1000);
    assertThat(priority.getDescription()).isEqualTo("important");
    assertThat(ApiSerialization.toTree(priority).has("spec")).isFalse();
    RoundTrip.assertFragment(yaml, priority.getClass(), "priority");
  }
}
