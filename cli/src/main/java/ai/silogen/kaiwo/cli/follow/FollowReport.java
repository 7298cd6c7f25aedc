package ai.silogen.kaiwo.cli.follow;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.support.ExitCodes;

/** The exit code and closing message of a follow. */
public final class FollowReport {

  private FollowReport() {}

  /** Reports failures and time-outs on standard error and returns the exit code. */
  public static int exitCode(WorkloadFollower.Outcome outcome, CliContext context) {
    if (!outcome.failed().isEmpty()) {
      for (String ref : outcome.failed()) {
        String status = outcome.statuses().get(ref);
        String logs = Settlement.failedBeforeRunning(status) ? "" : " and 'kaiwo logs " + ref + "'";
        String reason = outcome.reasons().containsKey(ref) ? ": " + outcome.reasons().get(ref) : "";
        context
            .err()
            .printf(
                "error: %s ended %s%s%nhint: see why with 'kaiwo describe %s'%s%n",
                ref, status, reason, ref, logs);
      }
      context.err().flush();
      return ExitCodes.WORKLOAD_FAILED;
    }
    if (outcome.timedOut()) {
      context.err().println("error: gave up waiting; the workloads keep running");
      context.err().flush();
      return ExitCodes.FAILURE;
    }
    return ExitCodes.OK;
  }
}
