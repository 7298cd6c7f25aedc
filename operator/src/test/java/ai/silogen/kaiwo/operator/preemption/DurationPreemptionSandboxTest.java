package ai.silogen.kaiwo.operator.preemption;

import static ai.silogen.kaiwo.operator.support.OperatorSandbox.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.kaiwoconfig.KaiwoConfigModule;
import ai.silogen.kaiwo.operator.nodepool.NodePoolModule;
import ai.silogen.kaiwo.operator.queue.QueueModule;
import ai.silogen.kaiwo.operator.support.OperatorSandbox;
import ai.silogen.kaiwo.operator.workload.reconcile.WorkloadsModule;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Duration;
import java.util.List;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Duration-based preemption end to end: the workload controller runs KaiwoJobs through Kueue on the
 * sandbox's two 8-GPU MI300X nodes; a job past its duration keeps running until another AMD job has
 * waited in the same queue for longer than the threshold, and is then terminated.
 */
class DurationPreemptionSandboxTest {

  private static final String NAMESPACE = "research";
  private static final Duration THRESHOLD = Duration.ofSeconds(2);

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
                new PreemptionModule()));
    client = cluster.client();
    OperatorSandbox.createNamespaces(client, NAMESPACE);
    OperatorSandbox.editKaiwoConfig(
        client, spec -> spec.getScheduling().setPendingThresholdForPreemption("2s"));
    OperatorSandbox.awaitQueueConfigReady(client);
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  @Test
  void aJobPastItsDurationIsTerminatedOnlyOnceAnotherAmdJobHasWaitedLongerThanTheThreshold() {
    create("expiring", 8, "1s");
    create("steady", 8, null);
    eventually().until(() -> status("expiring") == WorkloadStatus.RUNNING);
    eventually().until(() -> status("steady") == WorkloadStatus.RUNNING);
    eventually().until(() -> Conditions.isTrue(conditions("expiring"), PreemptableCondition.TYPE));

    // Past its duration, but nothing waits for AMD GPUs: it keeps running.
    Awaitility.await()
        .during(THRESHOLD.plusSeconds(1))
        .atMost(THRESHOLD.plusSeconds(5))
        .until(() -> status("expiring") == WorkloadStatus.RUNNING);

    create("waiting", 8, null);
    eventually().until(() -> status("waiting") == WorkloadStatus.PENDING);
    eventually().until(() -> status("expiring") == WorkloadStatus.TERMINATED);

    Condition terminated =
        Conditions.find(conditions("expiring"), "WorkloadTerminatedEarly").orElseThrow();
    assertThat(terminated.getStatus()).isEqualTo("True");
    assertThat(terminated.getReason()).isEqualTo(PreemptionPlan.REASON);
    assertThat(terminated.getMessage())
        .contains("KaiwoJob research/waiting has been pending since");
    assertThat(client.resources(KaiwoJob.class).inNamespace(NAMESPACE).withName("expiring").get())
        .as("the Kaiwo object is kept")
        .isNotNull();
    eventually()
        .until(
            () ->
                client.resources(Job.class).inNamespace(NAMESPACE).withName("expiring").get()
                    == null);
    eventually().until(() -> status("waiting") == WorkloadStatus.RUNNING);
    assertThat(status("steady"))
        .as("a job without duration is never preempted")
        .isEqualTo(WorkloadStatus.RUNNING);
  }

  private static void create(String name, int gpus, String duration) {
    KaiwoJob job =
        ApiSerialization.read(
            """
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoJob
            metadata:
              name: %s
              namespace: %s
              annotations: {sandbox.kaiwo.silogen.ai/run-seconds: "-1"}
            spec:
              image: busybox
              entrypoint: sleep infinity
              gpus: %d
              gpuVendor: amd
            """
                .formatted(name, NAMESPACE, gpus),
            KaiwoJob.class);
    job.getSpec().setDuration(duration);
    client.resource(job).create();
  }

  private static WorkloadStatus status(String name) {
    KaiwoJob job = client.resources(KaiwoJob.class).inNamespace(NAMESPACE).withName(name).get();
    return job == null || job.getStatus() == null ? null : job.getStatus().getStatus();
  }

  private static List<Condition> conditions(String name) {
    KaiwoJob job = client.resources(KaiwoJob.class).inNamespace(NAMESPACE).withName(name).get();
    return job.getStatus() == null ? List.of() : job.getStatus().getConditions();
  }
}
