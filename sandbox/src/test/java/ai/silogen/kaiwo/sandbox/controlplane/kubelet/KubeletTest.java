package ai.silogen.kaiwo.sandbox.controlplane.kubelet;

import static ai.silogen.kaiwo.sandbox.controlplane.testing.ControlPlaneCluster.eventually;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.sandbox.controlplane.testing.ControlPlaneCluster;
import ai.silogen.kaiwo.sandbox.controlplane.testing.Workloads;
import io.fabric8.kubernetes.api.model.EnvVarBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.PodCondition;
import io.fabric8.kubernetes.api.model.SecretBuilder;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The simulated kubelet with scheduler and a test pod runtime, against the mock API server. */
class KubeletTest {

  private static final FakeRuntime RUNTIME = new FakeRuntime();
  private static ControlPlaneCluster cluster;

  @BeforeAll
  static void start() {
    cluster =
        new ControlPlaneCluster(
            o -> o.withDefaultRunTime(Duration.ofMillis(200)).withPodRuntimes(List.of(RUNTIME)));
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  @Test
  void runningPodsGetDistinctStableAddressesFromTheirNode() {
    String ns = cluster.newNamespace();
    for (String name : List.of("p1", "p2", "p3")) {
      cluster
          .client()
          .resource(forever(Workloads.pod(ns, name, Workloads.spec("Never", "cpu", "1"))))
          .create();
    }
    eventually()
        .untilAsserted(
            () ->
                assertThat(pods(ns))
                    .hasSize(3)
                    .allMatch(
                        p -> p.getStatus() != null && "Running".equals(p.getStatus().getPhase())));

    List<Pod> pods = pods(ns);
    Set<String> ips = pods.stream().map(p -> p.getStatus().getPodIP()).collect(Collectors.toSet());
    assertThat(ips).hasSize(3).allMatch(ip -> ip.startsWith("10.244.4."));
    Pod pod = pods.get(0);
    assertThat(pod.getSpec().getNodeName()).isEqualTo("cpu-0");
    assertThat(pod.getStatus().getHostIP()).isEqualTo("172.18.0.6");
    assertThat(pod.getStatus().getStartTime()).isNotNull();
    assertThat(pod.getStatus().getQosClass()).isEqualTo("Burstable");
    assertThat(pod.getStatus().getContainerStatuses().get(0).getReady()).isTrue();
    assertThat(pod.getStatus().getContainerStatuses().get(0).getState().getRunning()).isNotNull();
    assertThat(conditions(pod))
        .containsEntry("Ready", "True")
        .containsEntry("ContainersReady", "True")
        .containsEntry("Initialized", "True")
        .containsEntry("PodScheduled", "True");

    ControlPlaneCluster.retryOnConflict(
        () ->
            cluster
                .client()
                .pods()
                .inNamespace(ns)
                .withName(pod.getMetadata().getName())
                .edit(
                    p ->
                        new PodBuilder(p)
                            .editMetadata()
                            .addToLabels("touched", "yes")
                            .endMetadata()
                            .build()));
    eventually()
        .untilAsserted(
            () ->
                assertThat(get(ns, pod.getMetadata().getName()).getMetadata().getLabels())
                    .containsKey("touched"));
    assertThat(get(ns, pod.getMetadata().getName()).getStatus().getPodIP())
        .isEqualTo(pod.getStatus().getPodIP());
  }

  @Test
  void logsEchoTheCommandAndTheExitCode() {
    String ns = cluster.newNamespace();
    cluster
        .client()
        .resource(Workloads.pod(ns, "echo", Workloads.spec("Never", "nvidia.com/gpu", "2")))
        .create();
    eventually()
        .untilAsserted(
            () ->
                assertThat(get(ns, "echo").getStatus())
                    .isNotNull()
                    .extracting("phase")
                    .isEqualTo("Succeeded"));

    List<String> log = cluster.logs().read(ns, "echo", "main");
    assertThat(log.get(0))
        .startsWith(
            "[sandbox] simulated container main (image busybox:1.36) started on node h100-");
    assertThat(log).contains("[sandbox] GPUs: 2 nvidia.com/gpu", "+ sh -c echo hello");
    assertThat(log.get(log.size() - 1)).startsWith("[sandbox] container exited with code 0 after ");
    eventually()
        .untilAsserted(
            () ->
                assertThat(cluster.eventReasons(ns, "echo"))
                    .contains("Scheduled", "Pulled", "Created", "Started"));
  }

  @Test
  void runtimeDecidesAddressAndReadinessAndIsStoppedWithThePod() {
    String ns = cluster.newNamespace();
    Pod pod =
        new PodBuilder(Workloads.pod(ns, "engine", Workloads.spec("Always")))
            .editMetadata()
            .addToLabels("runtime", "fake")
            .addToFinalizers("test.kaiwo/hold")
            .endMetadata()
            .build();
    cluster.client().resource(pod).create();

    eventually()
        .untilAsserted(
            () -> {
              Pod running = get(ns, "engine");
              assertThat(running.getStatus()).isNotNull();
              assertThat(running.getStatus().getPhase()).isEqualTo("Running");
              assertThat(running.getStatus().getPodIP()).isEqualTo("127.0.0.1");
              assertThat(conditions(running)).containsEntry("Ready", "False");
              assertThat(running.getMetadata().getAnnotations())
                  .containsEntry("model-pod-ip", "127.0.0.1")
                  .containsEntry(
                      "model-pod-port", Integer.toString(RUNTIME.workloads.get("engine").port()));
            });

    RUNTIME.workloads.get("engine").ready.set(true);
    eventually()
        .untilAsserted(
            () -> assertThat(conditions(get(ns, "engine"))).containsEntry("Ready", "True"));

    cluster.client().pods().inNamespace(ns).withName("engine").delete();
    eventually().untilAsserted(() -> assertThat(RUNTIME.workloads.get("engine").closed).isTrue());
    ControlPlaneCluster.retryOnConflict(
        () ->
            cluster
                .client()
                .pods()
                .inNamespace(ns)
                .withName("engine")
                .edit(
                    p -> new PodBuilder(p).editMetadata().withFinalizers().endMetadata().build()));
  }

  @Test
  void aDeletedPodIsMarkedAndKeptUntilItsWorkloadHasDrained() {
    String ns = cluster.newNamespace();
    FakeRuntime.FakeWorkload workload = busyFakePod(ns, "draining");

    cluster.client().pods().inNamespace(ns).withName("draining").delete();

    Pod terminating = get(ns, "draining");
    assertThat(terminating.getMetadata().getDeletionTimestamp()).isNotNull();
    assertThat(terminating.getMetadata().getDeletionGracePeriodSeconds()).isEqualTo(30L);
    await()
        .during(Duration.ofSeconds(1))
        .atMost(Duration.ofSeconds(2))
        .until(() -> !workload.closed.get() && !pods(ns).isEmpty());
    cluster.client().pods().inNamespace(ns).withName("draining").delete();
    assertThat(get(ns, "draining").getMetadata().getDeletionTimestamp())
        .as("a repeated DELETE does not postpone the deadline")
        .isEqualTo(terminating.getMetadata().getDeletionTimestamp());

    workload.busy.set(false);
    eventually().untilAsserted(() -> assertThat(pods(ns)).isEmpty());
    assertThat(workload.closed).isTrue();
  }

  @Test
  void aPodWithoutAWorkloadOrDeletedWithGracePeriodZeroGoesAtOnce() {
    String ns = cluster.newNamespace();
    cluster
        .client()
        .resource(forever(Workloads.pod(ns, "plain", Workloads.spec("Never"))))
        .create();
    eventually().until(() -> "Running".equals(get(ns, "plain").getStatus().getPhase()));

    cluster.client().pods().inNamespace(ns).withName("plain").delete();
    eventually().untilAsserted(() -> assertThat(pods(ns)).isEmpty());

    busyFakePod(ns, "busy");
    cluster.client().pods().inNamespace(ns).withName("busy").delete();
    assertThat(get(ns, "busy").getMetadata().getDeletionTimestamp()).isNotNull();

    // As `kubectl delete --grace-period=0 --force` does to a pod that is terminating.
    cluster.client().pods().inNamespace(ns).withName("busy").withGracePeriod(0).delete();
    assertThat(cluster.client().pods().inNamespace(ns).withName("busy").get()).isNull();
  }

  @Test
  void podFailsWhenItsRuntimeCannotStartIt() {
    String ns = cluster.newNamespace();
    cluster
        .client()
        .resource(
            new PodBuilder(Workloads.pod(ns, "broken", Workloads.spec("Always")))
                .editMetadata()
                .addToLabels("runtime", "broken")
                .endMetadata()
                .build())
        .create();

    eventually()
        .untilAsserted(
            () ->
                assertThat(get(ns, "broken").getStatus())
                    .isNotNull()
                    .extracting("phase")
                    .isEqualTo("Failed"));
    var terminated =
        get(ns, "broken").getStatus().getContainerStatuses().get(0).getState().getTerminated();
    assertThat(terminated.getExitCode()).isEqualTo(128);
    assertThat(terminated.getMessage()).isEqualTo("engine failed to bind its port");
  }

  @Test
  void malformedRunSecondsAnnotationIsReportedAndIgnored() {
    String ns = cluster.newNamespace();
    Pod pod =
        new PodBuilder(Workloads.pod(ns, "typo", Workloads.spec("Never")))
            .editMetadata()
            .addToAnnotations(RunPlan.RUN_SECONDS, "ten")
            .endMetadata()
            .build();
    cluster.client().resource(pod).create();

    eventually()
        .untilAsserted(
            () ->
                assertThat(get(ns, "typo").getStatus())
                    .isNotNull()
                    .extracting("phase")
                    .isEqualTo("Succeeded"));
    eventually()
        .untilAsserted(
            () ->
                assertThat(cluster.eventsFor(ns, "typo"))
                    .anyMatch(
                        e ->
                            e.getReason().equals("InvalidAnnotation")
                                && e.getMessage().contains(RunPlan.RUN_SECONDS)));
  }

  @Test
  void aPodWaitsForTheSecretItsEnvironmentNamesAndStartsOnceItExists() {
    String ns = cluster.newNamespace();
    Pod pod = Workloads.pod(ns, "needs-token", Workloads.spec("Never", "cpu", "1"));
    pod.getSpec()
        .getContainers()
        .get(0)
        .getEnv()
        .add(
            new EnvVarBuilder()
                .withName("HF_TOKEN")
                .withNewValueFrom()
                .withNewSecretKeyRef("token", "hf-token", false)
                .endValueFrom()
                .build());
    cluster.client().resource(forever(pod)).create();

    eventually()
        .untilAsserted(
            () -> {
              Pod waiting = get(ns, "needs-token");
              assertThat(waiting.getStatus().getPhase()).isEqualTo("Pending");
              assertThat(waiting.getStatus().getContainerStatuses().get(0).getState().getWaiting())
                  .satisfies(
                      w -> {
                        assertThat(w.getReason()).isEqualTo("CreateContainerConfigError");
                        assertThat(w.getMessage()).isEqualTo("secret \"hf-token\" not found");
                      });
              assertThat(cluster.eventReasons(ns, "needs-token")).contains("Failed");
            });

    cluster
        .client()
        .resource(
            new SecretBuilder()
                .withNewMetadata()
                .withName("hf-token")
                .withNamespace(ns)
                .endMetadata()
                .addToStringData("token", "hf_x")
                .build())
        .create();
    eventually()
        .untilAsserted(
            () -> assertThat(get(ns, "needs-token").getStatus().getPhase()).isEqualTo("Running"));
  }

  /** A running pod of the fake runtime whose workload has requests in flight. */
  private static FakeRuntime.FakeWorkload busyFakePod(String ns, String name) {
    Pod pod =
        new PodBuilder(Workloads.pod(ns, name, Workloads.spec("Always")))
            .editMetadata()
            .addToLabels("runtime", "fake")
            .endMetadata()
            .build();
    cluster.client().resource(pod).create();
    eventually().until(() -> RUNTIME.workloads.containsKey(name));
    FakeRuntime.FakeWorkload workload = RUNTIME.workloads.get(name);
    workload.busy.set(true);
    eventually().until(() -> "Running".equals(get(ns, name).getStatus().getPhase()));
    return workload;
  }

  private static Pod forever(Pod pod) {
    return new PodBuilder(pod)
        .editMetadata()
        .addToAnnotations(Map.of(RunPlan.RUN_SECONDS, "-1"))
        .endMetadata()
        .build();
  }

  private static Map<String, String> conditions(Pod pod) {
    return pod.getStatus().getConditions().stream()
        .collect(Collectors.toMap(PodCondition::getType, PodCondition::getStatus));
  }

  private static List<Pod> pods(String ns) {
    return cluster.client().pods().inNamespace(ns).list().getItems();
  }

  private static Pod get(String ns, String name) {
    return ControlPlaneCluster.present(
        cluster.client().pods().inNamespace(ns).withName(name).get(), name);
  }
}
