package ai.silogen.kaiwo.cli.follow;

import ai.silogen.kaiwo.cli.workload.WorkloadKind;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import java.util.Set;

/**
 * Whether following a workload is over: jobs are followed until they finish, services until they
 * run, Models until they serve or are idle (scaled to zero, waiting for the first request, with
 * their cache loaded).
 */
public enum Settlement {
  WAITING,
  SUCCEEDED,
  FAILED;

  private static final Set<String> FAILURES =
      Set.of("FAILED", "ERROR", "TERMINATED", "DELETED", "INVALID", "LOAD_FAILED");

  /**
   * Failures decided before anything ran (a spec the operator refused, a queue that does not take
   * the namespace): there are no logs to read, only the conditions.
   */
  private static final Set<String> FAILED_BEFORE_RUNNING = Set.of("INVALID", "ERROR");

  /** The settlement of {@code workload}; waiting while the operator has not seen its spec. */
  public static Settlement of(WorkloadView workload) {
    return workload.isObserved() ? of(workload.kind(), workload.status()) : WAITING;
  }

  /** Whether a workload that ended in failure {@code status} never ran, so has no logs. */
  static boolean failedBeforeRunning(String status) {
    return FAILED_BEFORE_RUNNING.contains(status);
  }

  /** The settlement of a workload of {@code kind} in {@code status} (see WorkloadView#status). */
  public static Settlement of(WorkloadKind kind, String status) {
    if (FAILURES.contains(status)) {
      return FAILED;
    }
    boolean done =
        switch (kind) {
          case JOB -> "COMPLETE".equals(status);
          case SERVICE -> "RUNNING".equals(status) || "READY".equals(status);
          case MODEL -> "READY".equals(status) || "IDLE".equals(status);
        };
    return done ? SUCCEEDED : WAITING;
  }
}
