package ai.silogen.kaiwo.cli;

import ai.silogen.kaiwo.cli.support.DurationConverter;
import ai.silogen.kaiwo.cli.support.ErrorReporter;
import ai.silogen.kaiwo.cli.support.UsageErrorReporter;
import ai.silogen.kaiwo.cli.support.Verbosity;
import java.time.Duration;
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
    footer = {
      "",
      "Examples:",
      "  # a whole cluster on this machine, running a GPU job to completion",
      "  kaiwo sandbox --run examples/jobs/gpu-job.yaml",
      "  kaiwo submit -f examples/jobs/gpu-job.yaml --wait",
      "  kaiwo list",
      "",
      "Cluster: --kubeconfig, else $KUBECONFIG, else a running 'kaiwo sandbox', else",
      "~/.kube/config, else the in-cluster service account.",
      "",
      "Exit codes:",
      "  0  success",
      "  1  the command failed (cluster unreachable, object invalid, not found, ...)",
      "  2  bad usage (unknown option, missing argument, unknown --context)",
      "  3  the workload followed by --wait ended FAILED, ERROR or TERMINATED",
      "     (a Model: INVALID or LOAD_FAILED)"
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

  /** The command line for {@code args} in {@code context}, with what {@code args} need. */
  public static CommandLine commandLine(CliContext context, String... args) {
    CommandFactory factory = new CommandFactory(context);
    CommandLine commandLine = new CommandLine(new KaiwoCli(), factory);
    for (CommandRegistry.Entry entry : CommandRegistry.needed(args)) {
      commandLine.addSubcommand(
          entry.names().get(0), create(factory, entry.type()), aliases(entry));
    }
    commandLine.setOut(context.out());
    commandLine.setErr(context.err());
    commandLine.setCaseInsensitiveEnumValuesAllowed(true);
    commandLine.registerConverter(Duration.class, new DurationConverter());
    commandLine.setExecutionExceptionHandler(new ErrorReporter(context.clusterInUse()));
    commandLine.setParameterExceptionHandler(new UsageErrorReporter());
    return commandLine;
  }

  private static Object create(CommandFactory factory, Class<?> type) {
    try {
      return factory.create(type);
    } catch (Exception e) {
      throw new IllegalStateException("cannot create command " + type.getName(), e);
    }
  }

  private static String[] aliases(CommandRegistry.Entry entry) {
    return entry.names().subList(1, entry.names().size()).toArray(String[]::new);
  }

  /** Runs the CLI in {@code context} and returns its exit code. */
  public static int execute(CliContext context, String... args) {
    try {
      return commandLine(context, args).execute(args);
    } finally {
      context.out().flush();
      context.err().flush();
    }
  }

  /** Runs the CLI in this process's environment and returns its exit code. */
  public static int execute(String... args) {
    return execute(CliContext.system(), args);
  }

  public static void main(String[] args) {
    System.exit(execute(args));
  }
}
