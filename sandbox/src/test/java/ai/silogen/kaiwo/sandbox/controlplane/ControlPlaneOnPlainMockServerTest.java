package ai.silogen.kaiwo.sandbox.controlplane;

import static ai.silogen.kaiwo.sandbox.controlplane.testing.ControlPlaneCluster.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.InMemoryPodLogs;
import ai.silogen.kaiwo.sandbox.controlplane.testing.MockCluster;
import ai.silogen.kaiwo.sandbox.controlplane.testing.Workloads;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The control plane needs nothing from its API server but the Kubernetes API: it also runs Jobs and
 * Deployments on fabric8's plain CRUD mock server (no binding subresource, no status subresources
 * for built-in kinds, no namespace lifecycle, no garbage collection).
 */
class ControlPlaneOnPlainMockServerTest {

  @Test
  void jobCompletesAndDeploymentBecomesAvailable() {
    try (MockCluster cluster = new MockCluster()) {
      cluster.startAll(
          ControlPlane.components(
              ControlPlaneOptions.defaults(new InMemoryPodLogs())
                  .withDefaultRunTime(Duration.ofMillis(100))));
      Job job =
          Workloads.job(
                  "plain",
                  "batch",
                  Workloads.template(
                      "batch", Workloads.spec("Never", "nvidia.com/gpu", "1"), Map.of()),
                  0)
              .build();
      Deployment deployment =
          Workloads.deployment(
                  "plain", "svc", 2, Workloads.template("svc", Workloads.spec("Always"), Map.of()))
              .build();
      cluster.client().resource(job).create();
      cluster.client().resource(deployment).create();

      eventually()
          .untilAsserted(
              () -> {
                Job current =
                    cluster
                        .client()
                        .batch()
                        .v1()
                        .jobs()
                        .inNamespace("plain")
                        .withName("batch")
                        .get();
                assertThat(current.getStatus()).isNotNull();
                assertThat(current.getStatus().getSucceeded()).isEqualTo(1);
                Deployment svc =
                    cluster
                        .client()
                        .apps()
                        .deployments()
                        .inNamespace("plain")
                        .withName("svc")
                        .get();
                assertThat(svc.getStatus()).isNotNull();
                assertThat(svc.getStatus().getAvailableReplicas()).isEqualTo(2);
              });
    }
  }
}
