package ai.silogen.kaiwo.cli;

import ai.silogen.kaiwo.cli.operator.OperatorCommand;
import ai.silogen.kaiwo.cli.sandbox.SandboxCommand;
import ai.silogen.kaiwo.cli.support.ErrorReporter;
import ai.silogen.kaiwo.cli.support.Verbosity;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Entry point of the {@code kaiwo} command line. */
@Command(
    name = "kaiwo",
    mixinStandardHelpOptions = true,
    versionProvider = VersionCommand.Provider.class,
    description =
        "Run AI workloads on GPU clusters: submit jobs and services, serve models, inspect queues.",
    subcommands = {
      SandboxCommand.class,
      OperatorCommand.class,
      VersionCommand.class,
      CommandLine.HelpCommand.class
    },
    footer = {
      "",
      "Start here:",
      "  kaiwo sandbox --run examples/jobs/gpu-job.yaml   a whole cluster on this machine, with a GPU job",
      "",
      "Exit codes: 0 success, 1 the command failed, 2 bad usage, 3 the workload failed."
    })
public final class KaiwoCli implements Runnable {

  @Option(
      names = {"-v", "--verbose"},
      description = "Print more (repeat for debug output and stack traces).",
      scope = CommandLine.ScopeType.INHERIT)
  void verbose(boolean[] flags) {
    Verbosity.set(flags.length);
  }

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** Runs the CLI and returns its exit code. */
  public static int execute(String... args) {
    CommandLine commandLine = new CommandLine(new KaiwoCli());
    commandLine.setExecutionExceptionHandler(new ErrorReporter());
    return commandLine.execute(args);
  }

  public static void main(String[] args) {
    System.exit(execute(args));
  }
}
