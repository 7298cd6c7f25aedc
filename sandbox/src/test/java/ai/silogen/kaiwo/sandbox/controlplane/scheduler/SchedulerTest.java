package ai.silogen.kaiwo.sandbox.controlplane.scheduler;

import static ai.silogen.kaiwo.sandbox.controlplane.testing.ControlPlaneCluster.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.kubelet.RunPlan;
import ai.silogen.kaiwo.sandbox.controlplane.testing.ControlPlaneCluster;
import ai.silogen.kaiwo.sandbox.controlplane.testing.Workloads;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.PodCondition;
import io.fabric8.kubernetes.api.model.PodSpec;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The scheduler with kubelet and nodes of the default pool, against the mock API server. */
class SchedulerTest {

  private static final String UNSCHEDULABLE_16_GPUS =
      "0/5 nodes are available: 1 Insufficient cpu, 5 Insufficient amd.com/gpu. "
          + "preemption: 0/5 nodes are available: 5 No preemption victims found for incoming pod.";

  private static ControlPlaneCluster cluster;

  @BeforeAll
  static void start() {
    cluster = new ControlPlaneCluster(Duration.ofMillis(200));
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  private String ns;

  @BeforeEach
  void namespace() {
    ns = cluster.newNamespace();
  }

  /** Frees the nodes for the next test. */
  @AfterEach
  void deletePods() {
    cluster.client().pods().inNamespace(ns).delete();
  }

  @Test
  void podWaitsUnschedulableUntilANodeFreesUp() {
    PodSpec eightGpus = Workloads.spec("Never", "amd.com/gpu", "8");
    Pod first = runForever(Workloads.pod(ns, "first", eightGpus));
    Pod second = runForever(Workloads.pod(ns, "second", eightGpus));
    cluster.client().resource(first).create();
    cluster.client().resource(second).create();
    eventually()
        .untilAsserted(
            () -> {
              assertThat(phase(ns, "first")).isEqualTo("Running");
              assertThat(phase(ns, "second")).isEqualTo("Running");
            });

    cluster
        .client()
        .resource(Workloads.pod(ns, "third", Workloads.spec("Never", "amd.com/gpu", "4")))
        .create();
    eventually()
        .untilAsserted(
            () -> {
              PodCondition scheduled = podScheduled(ns, "third");
              assertThat(scheduled.getStatus()).isEqualTo("False");
              assertThat(scheduled.getReason()).isEqualTo("Unschedulable");
              assertThat(scheduled.getMessage())
                  .isEqualTo(
                      "0/5 nodes are available: 5 Insufficient amd.com/gpu. "
                          + "preemption: 0/5 nodes are available: 5 No preemption victims found for incoming pod.");
            });
    assertThat(get(ns, "third").getStatus().getPhase()).isEqualTo("Pending");
    eventually()
        .untilAsserted(
            () -> assertThat(cluster.eventReasons(ns, "third")).contains("FailedScheduling"));

    String freed = get(ns, "first").getSpec().getNodeName();
    cluster.client().resource(first).delete();

    eventually()
        .untilAsserted(
            () -> {
              assertThat(podScheduled(ns, "third").getStatus()).isEqualTo("True");
              assertThat(get(ns, "third").getSpec().getNodeName()).isEqualTo(freed);
            });
  }

  @Test
  void messageCountsEveryNodeOnce() {
    cluster
        .client()
        .resource(
            Workloads.pod(ns, "greedy", Workloads.spec("Never", "amd.com/gpu", "16", "cpu", "64")))
        .create();
    eventually()
        .untilAsserted(
            () ->
                assertThat(podScheduled(ns, "greedy").getMessage())
                    .isEqualTo(UNSCHEDULABLE_16_GPUS));
  }

  @Test
  void gpuPodsArePackedOntoTheSameNode() {
    for (String name : new String[] {"a", "b", "c"}) {
      cluster
          .client()
          .resource(
              runForever(Workloads.pod(ns, name, Workloads.spec("Never", "nvidia.com/gpu", "2"))))
          .create();
      eventually().untilAsserted(() -> assertThat(phase(ns, name)).isEqualTo("Running"));
    }
    String node = get(ns, "a").getSpec().getNodeName();
    assertThat(node).startsWith("h100-");
    assertThat(get(ns, "b").getSpec().getNodeName()).isEqualTo(node);
    assertThat(get(ns, "c").getSpec().getNodeName()).isEqualTo(node);
  }

  @Test
  void gatedPodIsScheduledOnlyOnceItsGatesAreRemoved() {
    Pod gated =
        new PodBuilder(Workloads.pod(ns, "gated", Workloads.spec("Never")))
            .editSpec()
            .addNewSchedulingGate("kueue.x-k8s.io/admission")
            .endSpec()
            .build();
    cluster.client().resource(gated).create();
    eventually()
        .untilAsserted(
            () -> assertThat(podScheduled(ns, "gated").getReason()).isEqualTo("SchedulingGated"));
    assertThat(get(ns, "gated").getSpec().getNodeName()).isNull();

    ControlPlaneCluster.retryOnConflict(
        () ->
            cluster
                .client()
                .pods()
                .inNamespace(ns)
                .withName("gated")
                .edit(
                    p -> {
                      p.getSpec().getSchedulingGates().clear();
                      return p;
                    }));
    eventually()
        .untilAsserted(
            () -> assertThat(get(ns, "gated").getSpec().getNodeName()).isEqualTo("cpu-0"));
  }

  @Test
  void podsForOtherSchedulersAreLeftAlone() {
    Pod foreign =
        new PodBuilder(Workloads.pod(ns, "foreign", Workloads.spec("Never")))
            .editSpec()
            .withSchedulerName("volcano")
            .endSpec()
            .build();
    Pod kaiwo =
        new PodBuilder(Workloads.pod(ns, "kaiwo", Workloads.spec("Never")))
            .editSpec()
            .withSchedulerName("kaiwo-scheduler")
            .endSpec()
            .build();
    cluster.client().resource(foreign).create();
    cluster.client().resource(kaiwo).create();

    eventually()
        .untilAsserted(() -> assertThat(get(ns, "kaiwo").getSpec().getNodeName()).isNotNull());
    assertThat(get(ns, "foreign").getSpec().getNodeName()).isNull();
    assertThat(get(ns, "foreign").getStatus())
        .satisfiesAnyOf(
            status -> assertThat(status).isNull(),
            status -> assertThat(status.getConditions()).isEmpty());
  }

  private static Pod runForever(Pod pod) {
    return new PodBuilder(pod)
        .editMetadata()
        .addToAnnotations(Map.of(RunPlan.RUN_SECONDS, "-1"))
        .endMetadata()
        .build();
  }

  private static Pod get(String ns, String name) {
    return ControlPlaneCluster.present(
        cluster.client().pods().inNamespace(ns).withName(name).get(), name);
  }

  private static String phase(String ns, String name) {
    Pod pod = get(ns, name);
    return pod.getStatus() == null ? null : pod.getStatus().getPhase();
  }

  private static PodCondition podScheduled(String ns, String name) {
    Pod pod = get(ns, name);
    assertThat(pod.getStatus()).as("status of " + name).isNotNull();
    return pod.getStatus().getConditions().stream()
        .filter(c -> c.getType().equals("PodScheduled"))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no PodScheduled condition"));
  }
}
