package ai.silogen.kaiwo.operator.monitoring;

import static ai.silogen.kaiwo.operator.support.OperatorSandbox.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.OperatorOptions;
import ai.silogen.kaiwo.operator.kaiwoconfig.KaiwoConfigModule;
import ai.silogen.kaiwo.operator.kaiwoconfig.SettingsInEffect;
import ai.silogen.kaiwo.operator.nodepool.NodePoolModule;
import ai.silogen.kaiwo.operator.queue.QueueModule;
import ai.silogen.kaiwo.operator.support.OperatorSandbox;
import ai.silogen.kaiwo.operator.workload.reconcile.WorkloadsModule;
import ai.silogen.kaiwo.sandbox.gpumetrics.GpuLoad;
import ai.silogen.kaiwo.sandbox.gpumetrics.GpuMetrics;
import ai.silogen.kaiwo.sandbox.gpumetrics.GpuMetricsExporter;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Resource monitoring end to end: the sandbox's simulated GPU exporter reports each pod's GPUs at
 * the utilisation its {@code sandbox.kaiwo.silogen.ai/gpu-utilization} annotation asks for, and the
 * operator, polling it every second, marks idle workloads and (in its own namespace, with
 * termination switched on) terminates them. Termination is a cluster-wide switch, so it is turned
 * on only in the last test.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ResourceMonitoringSandboxTest {

  private static final String WATCHED = "research";
  private static final String TERMINATING = "cleanup";
  private static final Duration POLL = Duration.ofSeconds(1);

  private static GpuMetricsExporter exporter;
  private static OperatorSandbox cluster;
  private static KubernetesClient client;

  @BeforeAll
  static void start() {
    cluster =
        OperatorSandbox.start(
            List.of(
                new KaiwoConfigModule(),
                new NodePoolModule(),
                new QueueModule(),
                new WorkloadsModule(),
                new ResourceMonitoringModule()),
            options -> options,
            builder -> {},
            sandbox -> {
              exporter =
                  GpuMetricsExporter.start(
                      sandbox.client(), "127.0.0.1", 0, Clock.systemUTC(), GpuLoad.UNKNOWN);
              return OperatorOptions.defaults()
                  .withResourceMonitoring(ResourceMonitoring.of(URI.create(exporter.url()), POLL));
            });
    client = cluster.client();
    OperatorSandbox.createNamespaces(client, WATCHED, TERMINATING, "ignored");
    OperatorSandbox.editKaiwoConfig(
        client,
        spec -> {
          spec.getResourceMonitoring().setTargetNamespaces(List.of(WATCHED, TERMINATING));
          spec.getResourceMonitoring().setLowUtilizationThreshold(5.0);
        });
    OperatorSandbox.awaitQueueConfigReady(client);
  }

  @AfterAll
  static void stop() {
    cluster.close();
    exporter.close();
  }

  @Test
  @Order(1)
  void anIdleJobIsMarkedUnderutilizedAndABusyOneNormal() {
    create(WATCHED, "idle", "0");
    create(WATCHED, "busy", "60");
    create("ignored", "elsewhere", "0");
    eventually()
        .until(
            () ->
                Conditions.isTrue(
                    client
                        .resources(KaiwoConfig.class)
                        .withName("kaiwo")
                        .get()
                        .getStatus()
                        .getConditions(),
                    SettingsInEffect.TYPE));

    eventually().until(() -> condition(WATCHED, "idle") != null);
    Condition idle = condition(WATCHED, "idle");
    assertThat(idle.getStatus()).isEqualTo("True");
    assertThat(idle.getReason()).isEqualTo(UnderutilizationCondition.LOW);
    assertThat(idle.getMessage()).startsWith("1 of 1 GPU below 5% utilization: pod idle-");
    eventually().until(() -> condition(WATCHED, "busy") != null);
    assertThat(condition(WATCHED, "busy").getReason()).isEqualTo(UnderutilizationCondition.NORMAL);
    eventually()
        .until(
            () ->
                events(WATCHED, "idle").stream()
                    .anyMatch(e -> UnderutilizationCondition.LOW.equals(e.getReason())));

    // Without termination switched on, an idle job keeps running; outside the target
    // namespaces nothing is judged.
    Awaitility.await()
        .during(POLL.multipliedBy(3))
        .atMost(POLL.multipliedBy(10))
        .until(
            () ->
                status(WATCHED, "idle") == WorkloadStatus.RUNNING
                    && status("ignored", "elsewhere") == WorkloadStatus.RUNNING
                    && condition("ignored", "elsewhere") == null);
  }

  @Test
  @Order(2)
  void aJobIdleForLongerThanTheLimitIsTerminatedWhenTerminationIsOn() {
    OperatorSandbox.editKaiwoConfig(
        client,
        spec -> {
          spec.getResourceMonitoring().setTerminateUnderutilized(true);
          spec.getResourceMonitoring().setTerminateUnderutilizedAfter("2s");
        });
    create(TERMINATING, "forgotten", "0");

    eventually().until(() -> status(TERMINATING, "forgotten") == WorkloadStatus.TERMINATED);

    Condition ended =
        Conditions.find(conditions(TERMINATING, "forgotten"), "WorkloadTerminatedEarly")
            .orElseThrow();
    assertThat(ended.getStatus()).isEqualTo("True");
    assertThat(ended.getReason()).isEqualTo(UtilizationPlan.TERMINATION_REASON);
    assertThat(ended.getMessage())
        .startsWith("Terminating workload due to underutilized GPU resources: 1 of 1 GPU below")
        .contains("(terminateUnderutilizedAfter 2s)");
    eventually()
        .until(
            () ->
                client.resources(Job.class).inNamespace(TERMINATING).withName("forgotten").get()
                    == null);
  }

  private static void create(String namespace, String name, String utilization) {
    KaiwoJob job =
        ApiSerialization.read(
            """
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoJob
            metadata:
              name: %s
              namespace: %s
              annotations:
                sandbox.kaiwo.silogen.ai/run-seconds: "-1"
                %s: "%s"
            spec:
              image: busybox
              entrypoint: sleep infinity
              gpus: 1
              gpuVendor: amd
            """
                .formatted(name, namespace, GpuMetrics.UTILIZATION, utilization),
            KaiwoJob.class);
    client.resource(job).create();
  }

  private static KaiwoJob job(String namespace, String name) {
    return client.resources(KaiwoJob.class).inNamespace(namespace).withName(name).get();
  }

  private static WorkloadStatus status(String namespace, String name) {
    KaiwoJob job = job(namespace, name);
    return job == null || job.getStatus() == null ? null : job.getStatus().getStatus();
  }

  private static List<Condition> conditions(String namespace, String name) {
    KaiwoJob job = job(namespace, name);
    return job == null || job.getStatus() == null ? List.of() : job.getStatus().getConditions();
  }

  private static Condition condition(String namespace, String name) {
    return Conditions.find(conditions(namespace, name), UnderutilizationCondition.TYPE)
        .orElse(null);
  }

  private static List<Event> events(String namespace, String name) {
    return client.v1().events().inNamespace(namespace).list().getItems().stream()
        .filter(e -> name.equals(e.getInvolvedObject().getName()))
        .toList();
  }
}
