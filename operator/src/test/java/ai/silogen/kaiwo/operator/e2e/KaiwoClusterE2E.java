package ai.silogen.kaiwo.operator.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.api.status.Conditions;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Kaiwo end to end on the cluster of {@code KUBECONFIG} (the cluster needs Kueue; see docs/e2e.md):
 * a CPU KaiwoJob runs to COMPLETE through Kueue, and a Model gets its server pod.
 */
class KaiwoClusterE2E {

  private static E2eCluster cluster;

  @BeforeAll
  static void connect() {
    cluster = E2eCluster.connect();
  }

  @AfterAll
  static void disconnect() {
    if (cluster != null) {
      cluster.close();
    }
  }

  @Test
  void theOperatorCreatesAndValidatesItsConfiguration() {
    E2eCluster.eventually()
        .untilAsserted(
            () -> {
              KaiwoConfig config =
                  cluster.client().resources(KaiwoConfig.class).withName("kaiwo").get();
              assertThat(Conditions.isTrue(config.getStatus().getConditions(), "Valid")).isTrue();
            });
  }

  @Test
  void aCpuJobRunsToCompletion() {
    KaiwoJob job =
        cluster.create(
            ApiSerialization.read(
                """
                apiVersion: kaiwo.silogen.ai/v1alpha1
                kind: KaiwoJob
                metadata: {name: e2e-hello}
                spec:
                  user: e2e@example.com
                  image: busybox:1.36
                  resources:
                    requests: {cpu: 50m, memory: 32Mi}
                    limits: {cpu: 200m, memory: 64Mi}
                  entrypoint: echo hello from kaiwo e2e
                """,
                KaiwoJob.class));

    E2eCluster.eventually()
        .untilAsserted(
            () ->
                assertThat(cluster.client().resource(job).get().getStatus().getStatus())
                    .isEqualTo(WorkloadStatus.COMPLETE));
    KaiwoJob done = cluster.client().resource(job).get();
    assertThat(done.getStatus().getStartTime()).isNotBlank();
    assertThat(done.getStatus().getCompletionTime()).isNotBlank();
    Job child =
        cluster
            .client()
            .batch()
            .v1()
            .jobs()
            .inNamespace(cluster.namespace())
            .withName("e2e-hello")
            .get();
    assertThat(child.getMetadata().getOwnerReferences())
        .singleElement()
        .satisfies(owner -> assertThat(owner.getUid()).isEqualTo(done.getMetadata().getUid()));
  }

  @Test
  void aModelGetsAServerPodAndLosesItWhenDeleted() {
    Model model =
        cluster.create(
            ApiSerialization.read(
                """
                apiVersion: kubeai.org/v1
                kind: Model
                metadata: {name: e2e-qwen}
                spec:
                  features: [TextGeneration]
                  url: ollama://qwen2.5:0.5b
                  engine: OLlama
                  resourceProfile: cpu:1
                  minReplicas: 1
                """,
                Model.class));

    E2eCluster.eventually()
        .untilAsserted(
            () -> {
              Model current = cluster.client().resource(model).get();
              assertThat(current.getStatus().getReplicas().getAll()).isGreaterThanOrEqualTo(1);
              assertThat(Conditions.isTrue(current.getStatus().getConditions(), "Valid")).isTrue();
              assertThat(modelPods()).isNotEmpty();
            });
    cluster.client().resource(model).delete();
    E2eCluster.eventually().untilAsserted(() -> assertThat(modelPods()).isEmpty());
  }

  private static List<Pod> modelPods() {
    return cluster
        .client()
        .pods()
        .inNamespace(cluster.namespace())
        .withLabel("model", "e2e-qwen")
        .list()
        .getItems();
  }
}
