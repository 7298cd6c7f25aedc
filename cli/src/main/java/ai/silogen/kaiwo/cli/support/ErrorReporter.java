package ai.silogen.kaiwo.cli.support;

import io.fabric8.kubernetes.client.KubernetesClientException;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * Turns exceptions escaping a command into one clear line (cause and hint) and an exit code; stack
 * traces only with {@code -vv}.
 */
public final class ErrorReporter implements IExecutionExceptionHandler {

  private final ClusterInUse cluster;

  /**
   * @param cluster the cluster the command connected to, named in connection errors
   */
  public ErrorReporter(ClusterInUse cluster) {
    this.cluster = cluster;
  }

  @Override
  public int handleExecutionException(Exception e, CommandLine commandLine, ParseResult parse) {
    PrintWriter err = commandLine.getErr();
    if (e instanceof UserError userError) {
      err.println("error: " + userError.getMessage());
      if (userError.hint() != null) {
        err.println("hint: " + userError.hint());
      }
      return userError.exitCode();
    }
    if (e instanceof KubernetesClientException k) {
      err.println("error: " + ApiErrors.describe(k, cluster.target()));
      String hint = ApiErrors.hint(k, cluster.target());
      if (hint != null) {
        err.println("hint: " + hint);
      }
    } else {
      err.println("error: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
    }
    if (Verbosity.stackTraces()) {
      e.printStackTrace(err);
    } else {
      err.println("(run with -vv for details)");
    }
    return ExitCodes.FAILURE;
  }
}
