package ai.silogen.kaiwo.sandbox.controlplane.deployment;

import static ai.silogen.kaiwo.sandbox.controlplane.testing.ControlPlaneCluster.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.testing.ControlPlaneCluster;
import ai.silogen.kaiwo.sandbox.controlplane.testing.Workloads;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentCondition;
import io.fabric8.kubernetes.api.model.apps.DeploymentStatus;
import io.fabric8.kubernetes.api.model.apps.ReplicaSet;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Deployment and replica-set controllers with scheduler and kubelet, against the mock API server.
 */
class DeploymentControllerTest {

  private static ControlPlaneCluster cluster;

  @BeforeAll
  static void start() {
    cluster = new ControlPlaneCluster(Duration.ofMillis(200));
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  @Test
  void deploymentBecomesAvailableWithAllReplicasReady() {
    String ns = cluster.newNamespace();
    cluster
        .client()
        .resource(
            Workloads.deployment(
                    ns,
                    "web",
                    3,
                    Workloads.template("web", Workloads.spec("Always", "cpu", "1"), Map.of()))
                .build())
        .create();

    eventually().untilAsserted(() -> assertComplete(get(ns, "web"), 3));
    DeploymentStatus status = get(ns, "web").getStatus();
    assertThat(condition(status, "Available").getReason()).isEqualTo("MinimumReplicasAvailable");
    assertThat(status.getObservedGeneration())
        .isEqualTo(get(ns, "web").getMetadata().getGeneration());
    List<ReplicaSet> replicaSets = replicaSets(ns);
    assertThat(replicaSets).hasSize(1);
    ReplicaSet rs = replicaSets.get(0);
    String hash = rs.getMetadata().getLabels().get(PodTemplateHash.LABEL);
    assertThat(rs.getMetadata().getName()).isEqualTo("web-" + hash);
    assertThat(rs.getMetadata().getAnnotations())
        .containsEntry("deployment.kubernetes.io/revision", "1");
    assertThat(pods(ns))
        .hasSize(3)
        .allSatisfy(
            pod -> {
              assertThat(pod.getMetadata().getName()).matches("web-" + hash + "-[a-z0-9]{5}");
              assertThat(pod.getMetadata().getLabels())
                  .containsEntry(PodTemplateHash.LABEL, hash)
                  .containsEntry("app", "web");
              assertThat(pod.getStatus().getPhase()).isEqualTo("Running");
            });
    eventually()
        .untilAsserted(
            () ->
                assertThat(cluster.eventsFor(ns, "web"))
                    .anyMatch(
                        e ->
                            e.getReason().equals("ScalingReplicaSet")
                                && e.getMessage()
                                    .equals("Scaled up replica set web-" + hash + " from 0 to 3")));
  }

  @Test
  void scalingChangesTheNumberOfPods() {
    String ns = cluster.newNamespace();
    cluster
        .client()
        .resource(
            Workloads.deployment(
                    ns, "api", 1, Workloads.template("api", Workloads.spec("Always"), Map.of()))
                .build())
        .create();
    eventually().untilAsserted(() -> assertComplete(get(ns, "api"), 1));

    edit(ns, "api", d -> d.getSpec().setReplicas(4));
    eventually().untilAsserted(() -> assertComplete(get(ns, "api"), 4));
    assertThat(activePods(ns)).hasSize(4);

    edit(ns, "api", d -> d.getSpec().setReplicas(2));
    eventually()
        .untilAsserted(
            () -> {
              assertComplete(get(ns, "api"), 2);
              assertThat(activePods(ns)).hasSize(2);
            });
  }

  @Test
  void deletedPodsAreRecreated() {
    String ns = cluster.newNamespace();
    cluster
        .client()
        .resource(
            Workloads.deployment(
                    ns, "cache", 2, Workloads.template("cache", Workloads.spec("Always"), Map.of()))
                .build())
        .create();
    eventually().untilAsserted(() -> assertComplete(get(ns, "cache"), 2));
    Pod victim = pods(ns).get(0);

    cluster.client().resource(victim).delete();

    eventually()
        .untilAsserted(
            () -> {
              List<Pod> pods = activePods(ns);
              assertThat(pods)
                  .hasSize(2)
                  .noneMatch(p -> p.getMetadata().getName().equals(victim.getMetadata().getName()));
              assertComplete(get(ns, "cache"), 2);
            });
  }

  @Test
  void templateChangeRollsOutANewReplicaSet() {
    String ns = cluster.newNamespace();
    cluster
        .client()
        .resource(
            Workloads.deployment(
                    ns, "model", 2, Workloads.template("model", Workloads.spec("Always"), Map.of()))
                .build())
        .create();
    eventually().untilAsserted(() -> assertComplete(get(ns, "model"), 2));
    String firstRs = replicaSets(ns).get(0).getMetadata().getName();

    edit(
        ns,
        "model",
        d -> d.getSpec().getTemplate().getSpec().getContainers().get(0).setImage("busybox:1.37"));

    eventually()
        .untilAsserted(
            () -> {
              assertComplete(get(ns, "model"), 2);
              assertThat(activePods(ns))
                  .hasSize(2)
                  .allMatch(
                      p -> p.getSpec().getContainers().get(0).getImage().equals("busybox:1.37"));
            });
    List<ReplicaSet> replicaSets = replicaSets(ns);
    assertThat(replicaSets).hasSize(2);
    ReplicaSet old =
        replicaSets.stream()
            .filter(rs -> rs.getMetadata().getName().equals(firstRs))
            .findFirst()
            .orElseThrow();
    ReplicaSet current =
        replicaSets.stream()
            .filter(rs -> !rs.getMetadata().getName().equals(firstRs))
            .findFirst()
            .orElseThrow();
    assertThat(old.getSpec().getReplicas()).isZero();
    assertThat(current.getSpec().getReplicas()).isEqualTo(2);
    assertThat(current.getMetadata().getAnnotations())
        .containsEntry("deployment.kubernetes.io/revision", "2");
    assertThat(get(ns, "model").getMetadata().getAnnotations())
        .containsEntry("deployment.kubernetes.io/revision", "2");
    assertThat(condition(get(ns, "model").getStatus(), "Progressing").getMessage())
        .isEqualTo(
            "ReplicaSet \"" + current.getMetadata().getName() + "\" has successfully progressed.");
  }

  @Test
  void unschedulablePodsExceedTheProgressDeadline() {
    String ns = cluster.newNamespace();
    cluster
        .client()
        .resource(
            Workloads.deployment(
                    ns,
                    "huge",
                    1,
                    Workloads.template(
                        "huge", Workloads.spec("Always", "amd.com/gpu", "16"), Map.of()))
                .editSpec()
                .withProgressDeadlineSeconds(1)
                .endSpec()
                .build())
        .create();

    eventually()
        .untilAsserted(
            () -> {
              DeploymentCondition progressing =
                  condition(get(ns, "huge").getStatus(), "Progressing");
              assertThat(progressing.getStatus()).isEqualTo("False");
              assertThat(progressing.getReason()).isEqualTo("ProgressDeadlineExceeded");
            });
    DeploymentStatus status = get(ns, "huge").getStatus();
    assertThat(condition(status, "Available").getStatus()).isEqualTo("False");
    assertThat(status.getUnavailableReplicas()).isEqualTo(1);
    assertThat(status.getAvailableReplicas()).isNull();
  }

  private static void assertComplete(Deployment deployment, int replicas) {
    assertThat(deployment.getStatus()).isNotNull();
    DeploymentStatus status = deployment.getStatus();
    assertThat(status.getReplicas()).isEqualTo(replicas);
    assertThat(status.getUpdatedReplicas()).isEqualTo(replicas);
    assertThat(status.getReadyReplicas()).isEqualTo(replicas);
    assertThat(status.getAvailableReplicas()).isEqualTo(replicas);
    assertThat(status.getUnavailableReplicas()).isNull();
    assertThat(condition(status, "Available").getStatus()).isEqualTo("True");
    assertThat(condition(status, "Progressing").getReason()).isEqualTo("NewReplicaSetAvailable");
  }

  private static DeploymentCondition condition(DeploymentStatus status, String type) {
    assertThat(status).as("status").isNotNull();
    return status.getConditions().stream()
        .filter(c -> c.getType().equals(type))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no condition " + type));
  }

  private static Deployment get(String ns, String name) {
    return ControlPlaneCluster.present(
        cluster.client().apps().deployments().inNamespace(ns).withName(name).get(), name);
  }

  private static void edit(String ns, String name, Consumer<Deployment> change) {
    ControlPlaneCluster.retryOnConflict(
        () ->
            cluster
                .client()
                .apps()
                .deployments()
                .inNamespace(ns)
                .withName(name)
                .edit(
                    d -> {
                      change.accept(d);
                      return d;
                    }));
  }

  private static List<ReplicaSet> replicaSets(String ns) {
    return cluster.client().apps().replicaSets().inNamespace(ns).list().getItems();
  }

  private static List<Pod> pods(String ns) {
    return cluster.client().pods().inNamespace(ns).list().getItems();
  }

  private static List<Pod> activePods(String ns) {
    return pods(ns).stream().filter(p -> p.getMetadata().getDeletionTimestamp() == null).toList();
  }
}
