package ai.silogen.kaiwo.sandbox.controlplane.job;

import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.sandbox.controlplane.pods.OwnedPods;
import ai.silogen.kaiwo.sandbox.controlplane.pods.Pods;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ControllerComponent;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKey;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKeys;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.Result;
import io.fabric8.kubernetes.api.model.DeletionPropagation;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.informers.SharedIndexInformer;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * Stand-in for kube-controller-manager's job controller (batch/v1 Jobs, see {@link JobSync} for the
 * rules) and its TTL-after-finished controller: a finished Job with {@code ttlSecondsAfterFinished}
 * is deleted with background propagation once the TTL has passed. Records the real controller's
 * events ({@code SuccessfulCreate}, {@code SuccessfulDelete}, {@code Completed}, {@code
 * BackoffLimitExceeded}, ...).
 */
public final class JobController extends ControllerComponent {

  private final Clock clock;
  private SharedIndexInformer<Job> jobs;
  private EventRecorder events;

  public JobController(Clock clock) {
    super("job-controller", 1);
    this.clock = clock;
  }

  @Override
  protected void onStart(KubernetesClient client) {
    events = closeOnStop(new EventRecorder(client, "job-controller", null, clock));
    jobs = inform(client.batch().v1().jobs().inAnyNamespace(), ObjectKeys::self);
    inform(client.pods().inAnyNamespace(), ObjectKeys.controllerOf("Job"));
  }

  @Override
  protected Result reconcile(ObjectKey key) {
    Job job = jobs.getStore().getByKey(key.storeKey());
    if (job == null || Pods.isDeleting(job)) {
      return Result.done();
    }
    List<Pod> pods =
        OwnedPods.list(client(), job, Map.of(JobPods.CONTROLLER_UID, job.getMetadata().getUid()));
    JobPlan plan = JobSync.plan(job, pods, clock.instant());
    if (plan.deleteJob()) {
      client()
          .batch()
          .v1()
          .jobs()
          .inNamespace(key.namespace())
          .withName(key.name())
          .withPropagationPolicy(DeletionPropagation.BACKGROUND)
          .delete();
      return Result.done();
    }
    for (int i = 0; i < plan.podsToCreate(); i++) {
      Supplier<Pod> newPod =
          plan.indexesToCreate().isEmpty()
              ? () -> JobPods.newPod(job)
              : indexedPod(job, plan.indexesToCreate().get(i));
      Pod created = OwnedPods.create(client(), newPod);
      events.normal(job, "SuccessfulCreate", "Created pod: " + created.getMetadata().getName());
    }
    for (Pod pod : plan.podsToDelete()) {
      OwnedPods.delete(client(), pod);
      events.normal(job, "SuccessfulDelete", "Deleted pod: " + pod.getMetadata().getName());
    }
    if (!Objects.equals(job.getStatus(), plan.status())) {
      Job updated = new JobBuilder(job).withStatus(plan.status()).build();
      client().batch().v1().jobs().inNamespace(key.namespace()).resource(updated).updateStatus();
    }
    plan.events().forEach(event -> events.record(job, event));
    return plan.requeueAfter().map(Result::requeueAfter).orElse(Result.done());
  }

  private static Supplier<Pod> indexedPod(Job job, int index) {
    return () -> JobPods.newIndexedPod(job, index);
  }
}
