package ai.silogen.kaiwo.cli.exec;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.cluster.Connection;
import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.cli.workload.ConnectedWorkload;
import ai.silogen.kaiwo.cli.workload.PodChoice;
import ai.silogen.kaiwo.cli.workload.WorkloadTarget;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import ai.silogen.kaiwo.cli.workload.Workloads;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.http.WebSocketHandshakeException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code kaiwo exec}: run a command in a workload's container. */
@Command(
    name = "exec",
    mixinStandardHelpOptions = true,
    description = {
      "Run a command in a container of a workload (the first running pod unless --pod is given)."
          + " Exits with the command's exit code."
    },
    footer = {
      "",
      "Examples:",
      "  kaiwo exec job/train -- nvidia-smi",
      "  kaiwo exec service/qwen-chat -c qwen-chat -- curl -s localhost:8000/health",
      "  # an interactive shell",
      "  kaiwo exec -it job/train -- bash"
    })
public final class ExecCommand implements Callable<Integer> {

  @Parameters(
      index = "1..*",
      arity = "1..*",
      paramLabel = "COMMAND",
      description = "The command and its arguments (after --).")
  List<String> command;

  @Option(
      names = {"-i", "--stdin"},
      description = "Pass standard input to the command.")
  boolean stdin;

  @Option(
      names = {"-t", "--tty"},
      description = "Allocate a terminal in the container.")
  boolean tty;

  @Option(names = "--pod", description = "Run in this pod.")
  String pod;

  @Option(
      names = {"-c", "--container"},
      description = "Run in this container (default: the pod's first).")
  String container;

  @Mixin WorkloadTarget target;

  private final CliContext context;

  ExecCommand(CliContext context) {
    this.context = context;
  }

  @Override
  public Integer call() throws Exception {
    try (ConnectedWorkload workload = target.open(context)) {
      var client = workload.client();
      WorkloadView view = workload.view();
      PodChoice choice = PodChoice.choose(view, Workloads.pods(client, view), pod, container);
      try {
        return new RemoteCommand(client, view.namespace(), choice, context)
            .run(command, stdin, tty);
      } catch (KubernetesClientException e) {
        throw refused(e, workload.connection()).orElseThrow(() -> e);
      }
    }
  }

  /**
   * A refused exec upgrade carries only the HTTP status (the client drops the server's message), so
   * say what it means here: the sandbox refuses because its pods run no processes.
   */
  private static Optional<UserError> refused(KubernetesClientException e, Connection connection) {
    for (Throwable cause = e; cause != null; cause = cause.getCause()) {
      if (cause instanceof WebSocketHandshakeException handshake) {
        int code = handshake.getResponse().code();
        return Optional.of(
            connection.isSandbox()
                ? new UserError(
                    "exec is not supported by the kaiwo sandbox: simulated pods run no processes",
                    "'kaiwo logs' shows what the simulated pod printed")
                : new UserError(
                    "the API server refused the exec connection (HTTP " + code + ")",
                    code == 403
                        ? "your account may lack the pods/exec permission"
                        : "check that the pod is running and the container name is right"));
      }
    }
    return Optional.empty();
  }
}
