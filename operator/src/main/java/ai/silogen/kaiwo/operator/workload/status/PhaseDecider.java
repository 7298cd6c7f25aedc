package ai.silogen.kaiwo.operator.workload.status;

import static ai.silogen.kaiwo.operator.workload.status.WorkloadConditions.ADMITTED;
import static ai.silogen.kaiwo.operator.workload.status.WorkloadConditions.DOWNLOAD_JOB_SUCCEEDED;
import static ai.silogen.kaiwo.operator.workload.status.WorkloadConditions.PVC_READY;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.operator.workload.model.SchedulingCheck;
import io.fabric8.kubernetes.api.model.Condition;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The phase of an active workload, decided by a chain of gates (the first one that stops decides):
 *
 * <ol>
 *   <li>invalid spec → ERROR ({@code Valid=False});
 *   <li>not schedulable → ERROR ({@code Schedulable=False});
 *   <li>a child refused by the API server → ERROR ({@code SpecApplied=False});
 *   <li>a PVC lost or the download Job failed → FAILED;
 *   <li>downloads not finished → DOWNLOADING;
 *   <li>no child yet → PENDING ({@code Admitted=False});
 *   <li>the child running or finished → its phase; a Deployment past its deadline → ERROR;
 *   <li>admitted by Kueue → STARTING, else PENDING with Kueue's explanation.
 * </ol>
 *
 * A RUNNING workload never falls back to STARTING (pods coming and going while it runs).
 */
final class PhaseDecider {

  /**
   * The decided phase, the updated conditions, and for failures, errors and the end of the workload
   * why: a one-word reason (final phases only) and a message.
   */
  record Decision(
      WorkloadStatus phase, List<Condition> conditions, String reason, String message) {}

  /** Reasons of the end of a workload whose storage failed. */
  static final String PVC_LOST = "PvcLost";

  static final String DOWNLOAD_FAILED = "DownloadJobFailed";

  private static final Set<WorkloadStatus> PROGRESSED =
      Set.of(
          WorkloadStatus.RUNNING,
          WorkloadStatus.COMPLETE,
          WorkloadStatus.FAILED,
          WorkloadStatus.TERMINATED);

  private final Instant now;
  private final Long generation;
  private List<Condition> conditions;

  private PhaseDecider(List<Condition> conditions, Instant now, Long generation) {
    this.conditions = conditions == null ? new ArrayList<>() : conditions;
    this.now = now;
    this.generation = generation;
  }

  static Decision decide(
      Observation observed,
      WorkloadStatus previous,
      List<Condition> conditions,
      Instant now,
      Long generation) {
    PhaseDecider decider = new PhaseDecider(conditions, now, generation);
    Decision decision = decider.gates(observed);
    if (previous == WorkloadStatus.RUNNING && decision.phase() == WorkloadStatus.STARTING) {
      return new Decision(
          WorkloadStatus.RUNNING, decision.conditions(), decision.reason(), decision.message());
    }
    return decision;
  }

  private Decision gates(Observation observed) {
    if (observed.invalidSpec() != null) {
      set(WorkloadConditions.VALID, false, WorkloadConditions.INVALID_SPEC, observed.invalidSpec());
      return stop(WorkloadStatus.ERROR, observed.invalidSpec());
    }
    set(WorkloadConditions.VALID, true, WorkloadConditions.SPEC_VALID, "The spec is valid");
    SchedulingCheck.Verdict verdict = observed.scheduling();
    set(WorkloadConditions.SCHEDULABLE, verdict.schedulable(), verdict.reason(), verdict.message());
    if (!verdict.schedulable()) {
      return stop(WorkloadStatus.ERROR, verdict.message());
    }
    if (observed.applyError() != null) {
      set(
          WorkloadConditions.SPEC_APPLIED,
          false,
          WorkloadConditions.APPLY_FAILED,
          observed.applyError());
      return stop(WorkloadStatus.ERROR, observed.applyError());
    }
    StorageObservation storage =
        observed.storage() == null ? StorageObservation.none() : observed.storage();
    List<WorkloadStatus> storagePhases = new ArrayList<>();
    String failure = claims(storage.claimPhases(), storagePhases);
    Decision downloads = downloads(storage, storagePhases);
    if (StatusAggregation.mostSignificant(storagePhases) == WorkloadStatus.FAILED) {
      return failure != null ? end(WorkloadStatus.FAILED, PVC_LOST, failure) : downloads;
    }
    if (downloads != null) {
      return downloads;
    }
    return child(observed);
  }

  /** Sets {@code PvcReady}; returns the failure message when a claim was lost. */
  private String claims(Map<String, String> phases, List<WorkloadStatus> storagePhases) {
    if (phases.isEmpty()) {
      conditions = Conditions.remove(conditions, PVC_READY);
      return null;
    }
    List<String> lost = new ArrayList<>();
    List<String> waiting = new ArrayList<>();
    phases.forEach(
        (name, phase) -> {
          if ("Lost".equals(phase)) {
            lost.add(name);
            storagePhases.add(WorkloadStatus.FAILED);
          } else if (!"Bound".equals(phase)) {
            waiting.add(name);
            storagePhases.add(WorkloadStatus.PENDING);
          } else {
            storagePhases.add(WorkloadStatus.COMPLETE);
          }
        });
    if (!lost.isEmpty()) {
      String message = "PVC " + String.join(", ", lost) + " lost its volume";
      set(PVC_READY, false, WorkloadConditions.LOST, message);
      return message;
    }
    if (!waiting.isEmpty()) {
      set(
          PVC_READY,
          false,
          WorkloadConditions.PENDING,
          "Waiting for PVC " + String.join(", ", waiting) + " to be bound");
    } else {
      set(PVC_READY, true, WorkloadConditions.BOUND, "All PVCs are bound");
    }
    return null;
  }

  /** Sets {@code DownloadJobSucceeded}; returns a DOWNLOADING or failure decision, or null. */
  private Decision downloads(StorageObservation storage, List<WorkloadStatus> storagePhases) {
    if (!storage.downloads()) {
      conditions = Conditions.remove(conditions, DOWNLOAD_JOB_SUCCEEDED);
      return null;
    }
    ChildStatus job = storage.downloadJob();
    if (StorageGate.downloadSucceeded(storage, conditions)) {
      set(DOWNLOAD_JOB_SUCCEEDED, true, WorkloadConditions.JOB_COMPLETED, "Download job completed");
      return null;
    }
    if (job != null && job.phase() == WorkloadStatus.FAILED) {
      String message =
          "Download job failed" + (job.explanation() == null ? "" : ": " + job.explanation());
      set(DOWNLOAD_JOB_SUCCEEDED, false, WorkloadConditions.JOB_FAILED, message);
      storagePhases.add(WorkloadStatus.FAILED);
      return end(WorkloadStatus.FAILED, DOWNLOAD_FAILED, message);
    }
    boolean waiting =
        job == null || job.phase() == WorkloadStatus.NEW || job.phase() == WorkloadStatus.PENDING;
    set(
        DOWNLOAD_JOB_SUCCEEDED,
        false,
        waiting ? WorkloadConditions.JOB_PENDING : WorkloadConditions.JOB_IN_PROGRESS,
        waiting ? "Download job is pending" : "Download job is running");
    storagePhases.add(WorkloadStatus.DOWNLOADING);
    return stop(WorkloadStatus.DOWNLOADING, null);
  }

  private Decision child(Observation observed) {
    String pending = "Workload is pending admission into '" + observed.clusterQueue() + "'";
    ChildStatus child = observed.child();
    if (child == null) {
      set(ADMITTED, false, WorkloadConditions.PENDING, pending);
      return stop(WorkloadStatus.PENDING, null);
    }
    if (PROGRESSED.contains(child.phase())) {
      set(ADMITTED, true, WorkloadConditions.ADMITTED_REASON, "Workload is admitted");
      return end(child.phase(), child.reason(), child.message());
    }
    if (child.phase() == WorkloadStatus.ERROR) {
      return stop(WorkloadStatus.ERROR, child.explanation());
    }
    KueueAdmission admission = observed.admission();
    if (admission != null && admission.isAdmitted()) {
      set(ADMITTED, true, WorkloadConditions.ADMITTED_REASON, "Workload is admitted");
      return stop(WorkloadStatus.STARTING, null);
    }
    String why = admission == null || admission.message() == null ? "" : ": " + admission.message();
    set(ADMITTED, false, WorkloadConditions.PENDING, pending + why);
    return stop(WorkloadStatus.PENDING, null);
  }

  private Decision stop(WorkloadStatus phase, String message) {
    return new Decision(phase, conditions, null, message);
  }

  /** A child's phase, which may be the end: then {@code reason} says why it ended. */
  private Decision end(WorkloadStatus phase, String reason, String message) {
    return new Decision(phase, conditions, reason, message);
  }

  private void set(String type, boolean status, String reason, String message) {
    conditions = Conditions.set(conditions, type, status, reason, message, now, generation);
  }
}
