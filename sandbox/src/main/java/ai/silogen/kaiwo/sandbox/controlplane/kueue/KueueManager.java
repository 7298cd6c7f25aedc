package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.controlplane.common.ControllerSet;
import ai.silogen.kaiwo.sandbox.controlplane.common.EventRecorder;
import ai.silogen.kaiwo.sandbox.controlplane.common.Kind;
import ai.silogen.kaiwo.sandbox.controlplane.common.KubeApi;
import ai.silogen.kaiwo.sandbox.controlplane.common.ObjectKey;
import ai.silogen.kaiwo.sandbox.controlplane.common.OwnerReferences;
import ai.silogen.kaiwo.sandbox.controlplane.common.WorkQueue;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.JobReconciler.JobKey;
import ai.silogen.kaiwo.sandbox.spi.SandboxComponent;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Clock;
import java.util.List;

/**
 * Stand-in for Kueue's controller manager: queues Jobs, RayJobs, AppWrappers and Pods that name a
 * LocalQueue, admits them against ClusterQueue quota in priority order, and keeps queue statuses
 * current. Works with its webhook counterpart, {@link KueueWebhook}.
 *
 * <p>What it simplifies compared to Kueue: no cohorts (no borrowing or lending), no preemption (a
 * higher-priority workload waits for quota to be released, then goes first), no admission checks,
 * topology-aware scheduling, fair sharing, partial admission or waitForPodsReady. Admitted
 * workloads are never evicted.
 */
public final class KueueManager implements SandboxComponent {

  private static final String CYCLE = "admission-cycle";

  private final List<JobIntegration> integrations;
  private final Clock clock;
  private ControllerSet controllers;

  public KueueManager(List<JobIntegration> integrations, Clock clock) {
    this.integrations = List.copyOf(integrations);
    this.clock = clock;
  }

  @Override
  public String name() {
    return "kueue-controller-manager";
  }

  @Override
  public synchronized void start(KubernetesClient client) {
    KubeApi api = new KubeApi(client);
    EventRecorder events = new EventRecorder(api, "kueue-admission", clock);
    controllers = new ControllerSet(api);

    AdmissionScheduler scheduler = new AdmissionScheduler(api, events, clock);
    WorkQueue<String> cycles = controllers.queue("kueue-scheduler", key -> scheduler.runCycle());
    JobReconciler reconciler = new JobReconciler(api, events, clock);
    WorkQueue<JobKey> jobs = controllers.queue("kueue-jobs", reconciler::reconcile);

    controllers.watch(
        KueueKinds.WORKLOAD,
        workload -> {
          cycles.add(CYCLE);
          enqueueOwner(workload, jobs);
        });
    for (Kind kind :
        List.of(
            KueueKinds.CLUSTER_QUEUE,
            KueueKinds.LOCAL_QUEUE,
            KueueKinds.RESOURCE_FLAVOR,
            Kind.NAMESPACE)) {
      controllers.watch(kind, object -> cycles.add(CYCLE));
    }
    for (JobIntegration integration : integrations) {
      controllers.watch(
          integration.kind(),
          job -> {
            if (integration.isManaged(job)) {
              jobs.add(new JobKey(integration, ObjectKey.of(job)));
            }
          });
    }
  }

  private void enqueueOwner(JsonNode workload, WorkQueue<JobKey> jobs) {
    OwnerReferences.controllerOf(workload)
        .ifPresent(
            ref -> {
              for (JobIntegration integration : integrations) {
                if (integration
                    .kind()
                    .isKindOf(ref.path("apiVersion").asText(), ref.path("kind").asText())) {
                  String namespace = workload.path("metadata").path("namespace").asText();
                  jobs.add(
                      new JobKey(integration, new ObjectKey(namespace, ref.path("name").asText())));
                }
              }
            });
  }

  @Override
  public synchronized void close() {
    if (controllers != null) {
      controllers.close();
      controllers = null;
    }
  }
}
