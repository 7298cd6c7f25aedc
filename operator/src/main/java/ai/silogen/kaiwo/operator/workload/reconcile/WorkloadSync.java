package ai.silogen.kaiwo.operator.workload.reconcile;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonStatus;
import ai.silogen.kaiwo.operator.workload.model.DesiredState;
import ai.silogen.kaiwo.operator.workload.model.KaiwoWorkload;
import ai.silogen.kaiwo.operator.workload.model.WorkloadRuntime;
import ai.silogen.kaiwo.operator.workload.reconcile.ApplyResult.Outcome;
import ai.silogen.kaiwo.operator.workload.status.BatchJobObserver;
import ai.silogen.kaiwo.operator.workload.status.ChildStatus;
import ai.silogen.kaiwo.operator.workload.status.Observation;
import ai.silogen.kaiwo.operator.workload.status.StorageGate;
import ai.silogen.kaiwo.operator.workload.status.StorageObservation;
import io.fabric8.kubernetes.api.model.DeletionPropagation;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.OwnerReferenceBuilder;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Applies a workload's desired state stage by stage, observing as it goes: storage first (PVCs,
 * download ConfigMap and Job), and only once storage allows it ({@link StorageGate}) the LocalQueue
 * and the main child. Returns the observation the status is computed from.
 */
final class WorkloadSync {

  private final WorkloadSources<?> sources;
  private final ChildApplier applier;
  private final KubernetesClient client;

  WorkloadSync(WorkloadSources<?> sources, ChildApplier applier, KubernetesClient client) {
    this.sources = sources;
    this.applier = applier;
    this.client = client;
  }

  Observation sync(
      HasMetadata owner, DesiredState desired, CommonStatus status, Observation observation) {
    KaiwoWorkload workload = desired.context().workload();
    String namespace = workload.namespace();
    List<String> notApplied = new ArrayList<>();
    List<HasMetadata> storageObjects = new ArrayList<>(desired.claims());
    desired.downloadConfig().ifPresent(storageObjects::add);
    for (HasMetadata object : storageObjects) {
      ApplyResult result = applier.apply(owner, object, cached(object));
      if (result.outcome() == Outcome.REFUSED) {
        return observation.withApplyError(result.refused());
      }
      notApplied.addAll(result.notApplied());
    }
    Map<String, String> phases = new LinkedHashMap<>();
    for (PersistentVolumeClaim claim : desired.claims()) {
      phases.put(
          claim.getMetadata().getName(),
          sources
              .get(PersistentVolumeClaim.class, namespace, claim.getMetadata().getName())
              .map(c -> c.getStatus() == null ? null : c.getStatus().getPhase())
              .orElse(null));
    }
    ChildStatus download =
        desired
            .downloadJob()
            .flatMap(job -> sources.get(Job.class, namespace, job.getMetadata().getName()))
            .map(BatchJobObserver::observe)
            .orElse(null);
    StorageObservation storage = new StorageObservation(phases, desired.hasDownloads(), download);
    if (desired.downloadJob().isPresent()
        && (download != null || !StorageGate.downloadSucceeded(storage, status.getConditions()))) {
      ApplyResult result =
          applier.apply(owner, desired.downloadJob().get(), cached(desired.downloadJob().get()));
      if (result.outcome() == Outcome.REFUSED) {
        return observation.withApplyError(result.refused());
      }
      notApplied.addAll(result.notApplied());
    }
    observation = observation.withStorage(storage);
    if (!StorageGate.open(storage, status.getConditions())) {
      return observation.withNotApplied(notApplied);
    }
    String queueError = ensureLocalQueue(owner, desired.localQueue());
    if (queueError != null) {
      return observation.withApplyError(queueError);
    }
    if (workload.isJob()) {
      // Before the Job: its pods look each other up as soon as they start.
      ApplyResult service = syncPodService(owner, desired);
      if (service.outcome() == Outcome.REFUSED) {
        return observation.withApplyError(service.refused());
      }
      notApplied.addAll(service.notApplied());
    }
    HasMetadata actual = cached(desired.workload());
    ApplyResult result = applier.apply(owner, desired.workload(), actual);
    if (result.outcome() == Outcome.REFUSED) {
      return observation.withApplyError(result.refused());
    }
    notApplied.addAll(result.notApplied());
    observation = observation.withNotApplied(notApplied);
    if (actual == null || result.outcome() == Outcome.REPLACING) {
      return observation.withChild(null, null);
    }
    return observation.withChild(
        RuntimeChildren.status(sources, workload, actual),
        RuntimeChildren.admission(sources, workload, actual));
  }

  /** Whether Kueue has admitted the workload's main child (which exists). */
  boolean admitted(DesiredState desired) {
    HasMetadata actual = cached(desired.workload());
    return actual != null
        && RuntimeChildren.admission(sources, desired.context().workload(), actual).isAdmitted();
  }

  /**
   * Deletes the main child of the other runtime (the spec switched, e.g., to {@code ray: true}).
   */
  void removeStaleRuntime(KaiwoWorkload workload) {
    for (WorkloadRuntime runtime : WorkloadRuntime.values()) {
      boolean sameKind = runtime.isJob() == workload.isJob();
      if (runtime == workload.runtime() || !sameKind) {
        continue;
      }
      sources
          .get(RuntimeChildren.kind(runtime), workload.namespace(), workload.name())
          .filter(stale -> controlledBy(stale, workload.uid()))
          .ifPresent(
              stale ->
                  client
                      .resource(stale)
                      .withPropagationPolicy(DeletionPropagation.BACKGROUND)
                      .delete());
    }
  }

  private HasMetadata cached(HasMetadata desired) {
    return sources
        .get(
            desired.getClass(),
            desired.getMetadata().getNamespace(),
            desired.getMetadata().getName())
        .orElse(null);
  }

  /**
   * Applies the headless Service of a Job split over several pods, or deletes the workload's own
   * one once no Job uses it: the spec changed while Kueue held the Job (which is then replaced), or
   * the Job finished ({@link PodServiceNeed}). A Service of that name that belongs to someone else
   * is never taken over.
   */
  private ApplyResult syncPodService(HasMetadata owner, DesiredState desired) {
    KaiwoWorkload workload = desired.context().workload();
    Optional<Service> own =
        sources
            .get(Service.class, workload.namespace(), workload.name())
            .filter(service -> controlledBy(service, workload.uid()));
    Job job =
        sources
            .get(Job.class, workload.namespace(), workload.name())
            .filter(live -> live.getMetadata().getDeletionTimestamp() == null)
            .orElse(null);
    PodServiceNeed need = PodServiceNeed.of(desired.podService().isPresent(), job, workload.name());
    if (need == PodServiceNeed.DELETE) {
      own.ifPresent(
          stale ->
              client
                  .resource(stale)
                  .withPropagationPolicy(DeletionPropagation.BACKGROUND)
                  .delete());
    }
    if (need != PodServiceNeed.APPLY) {
      return ApplyResult.of(Outcome.UNCHANGED);
    }
    // The cache holds only Services labelled for a workload; someone else's is found by asking.
    Service actual =
        own.orElseGet(
            () ->
                client
                    .services()
                    .inNamespace(workload.namespace())
                    .withName(workload.name())
                    .get());
    if (actual != null && !controlledBy(actual, workload.uid())) {
      return new ApplyResult(
          Outcome.REFUSED,
          List.of(),
          "Service "
              + workload.name()
              + " exists and is not owned by this "
              + workload.kind()
              + "; the pods of the split job need a headless Service of that name to find each"
              + " other: rename the workload or delete that Service");
    }
    return applier.apply(owner, desired.podService().get(), actual);
  }

  /** Creates the LocalQueue when missing; returns why that failed, or {@code null}. */
  private String ensureLocalQueue(HasMetadata owner, LocalQueue desired) {
    String namespace = desired.getMetadata().getNamespace();
    String name = desired.getMetadata().getName();
    if (sources.get(LocalQueue.class, namespace, name).isPresent()) {
      return null;
    }
    LocalQueue queue = ApiSerialization.copy(desired);
    ClusterQueue clusterQueue = client.resources(ClusterQueue.class).withName(name).get();
    if (clusterQueue != null) {
      // Shared by the namespace's workloads: owned by the ClusterQueue, not by one workload.
      queue
          .getMetadata()
          .setOwnerReferences(
              List.of(
                  new OwnerReferenceBuilder()
                      .withApiVersion(clusterQueue.getApiVersion())
                      .withKind(clusterQueue.getKind())
                      .withName(name)
                      .withUid(clusterQueue.getMetadata().getUid())
                      .build()));
    }
    ApplyResult result = applier.apply(owner, queue, null);
    return result.outcome() == Outcome.REFUSED ? result.refused() : null;
  }

  private static boolean controlledBy(HasMetadata child, String uid) {
    return child.getMetadata().getOwnerReferences() != null
        && child.getMetadata().getOwnerReferences().stream()
            .anyMatch(o -> Boolean.TRUE.equals(o.getController()) && uid.equals(o.getUid()));
  }
}
