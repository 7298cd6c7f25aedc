package ai.silogen.kaiwo.operator.workload.reconcile;

import java.util.List;

/**
 * What applying one desired child did.
 *
 * @param notApplied changes that could not be applied (shown in the {@code SpecApplied} condition),
 *     empty otherwise
 * @param refused why the API server refused the child, or {@code null}
 */
record ApplyResult(Outcome outcome, List<String> notApplied, String refused) {

  enum Outcome {
    CREATED,
    UPDATED,
    UNCHANGED,
    /** Deleted to be created again from the new spec (it was still held by Kueue). */
    REPLACING,
    /** Differs, but cannot change any more. */
    NOT_APPLIED,
    /** Being deleted; created again once it is gone. */
    WAITING,
    REFUSED
  }

  static ApplyResult of(Outcome outcome) {
    return new ApplyResult(outcome, List.of(), null);
  }
}
