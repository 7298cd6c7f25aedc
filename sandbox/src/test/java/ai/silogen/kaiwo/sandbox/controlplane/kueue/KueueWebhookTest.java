package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Yaml;
import ai.silogen.kaiwo.sandbox.spi.AdmissionPlugin.Operation;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.junit.jupiter.api.Test;

class KueueWebhookTest {

  private final KueueWebhook webhook =
      new KueueWebhook(
          List.of(
              new BatchJobIntegration(),
              new RayJobIntegration(),
              new AppWrapperIntegration(),
              new PodIntegration()));

  @Test
  void queuedJobsRayJobsAndAppWrappersAreCreatedSuspended() {
    ObjectNode job = Yaml.node("metadata: {labels: {kueue.x-k8s.io/queue-name: q}}\nspec: {}");
    ObjectNode rayJob = Yaml.node("metadata: {labels: {kueue.x-k8s.io/queue-name: q}}\nspec: {}");
    ObjectNode appWrapper =
        Yaml.node("metadata: {labels: {kueue.x-k8s.io/queue-name: q}}\nspec: {}");

    webhook.admit(Operation.CREATE, "batch", "jobs", job, null);
    webhook.admit(Operation.CREATE, "ray.io", "rayjobs", rayJob, null);
    webhook.admit(Operation.CREATE, "workload.codeflare.dev", "appwrappers", appWrapper, null);

    assertThat(List.of(job, rayJob, appWrapper))
        .allSatisfy(o -> assertThat(o.at("/spec/suspend").asBoolean()).isTrue());
  }

  @Test
  void objectsWithoutAQueueAndUpdatesAreLeftAlone() {
    ObjectNode unqueued = Yaml.node("metadata: {name: j}\nspec: {}");
    ObjectNode updated =
        Yaml.node("metadata: {labels: {kueue.x-k8s.io/queue-name: q}}\nspec: {suspend: false}");

    webhook.admit(Operation.CREATE, "batch", "jobs", unqueued, null);
    webhook.admit(Operation.UPDATE, "batch", "jobs", updated, updated.deepCopy());

    assertThat(unqueued.at("/spec/suspend").isMissingNode()).isTrue();
    assertThat(updated.at("/spec/suspend").asBoolean()).isFalse();
  }

  @Test
  void queuedPodsAreGatedAndMarkedManagedUnlessTheirJobIsQueued() {
    ObjectNode standalone =
        Yaml.node("metadata: {labels: {kueue.x-k8s.io/queue-name: q}}\nspec: {containers: []}");
    ObjectNode ofJob =
        Yaml.node(
            """
            metadata:
              labels: {kueue.x-k8s.io/queue-name: q}
              ownerReferences: [{apiVersion: batch/v1, kind: Job, name: j, uid: u, controller: true}]
            spec: {containers: []}
            """);

    webhook.admit(Operation.CREATE, "", "pods", standalone, null);
    webhook.admit(Operation.CREATE, "", "pods", ofJob, null);

    assertThat(standalone.at("/spec/schedulingGates"))
        .isEqualTo(Yaml.tree("[{name: kueue.x-k8s.io/admission}]"));
    assertThat(standalone.at("/metadata/labels/kueue.x-k8s.io~1managed").asText())
        .isEqualTo("true");
    assertThat(ofJob.at("/spec/schedulingGates").isMissingNode()).isTrue();
  }
}
