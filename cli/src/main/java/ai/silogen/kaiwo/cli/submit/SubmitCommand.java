package ai.silogen.kaiwo.cli.submit;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.cluster.ClusterOptions;
import ai.silogen.kaiwo.cli.cluster.Connection;
import ai.silogen.kaiwo.cli.cluster.Connections;
import ai.silogen.kaiwo.cli.config.UserConfig;
import ai.silogen.kaiwo.cli.config.UserConfigFiles;
import ai.silogen.kaiwo.cli.follow.FollowReport;
import ai.silogen.kaiwo.cli.follow.WorkloadFollower;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import io.fabric8.kubernetes.client.dsl.FieldValidateable.Validation;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/** {@code kaiwo submit}: create or update workloads from a file. */
@Command(
    name = "submit",
    mixinStandardHelpOptions = true,
    description = {
      "Create KaiwoJobs, KaiwoServices and Models from YAML or JSON files (several documents"
          + " allowed), or update them when they exist.",
      "spec.user and spec.clusterQueue are filled in from --user/--queue or the config file when"
          + " the file leaves them out.",
      "Config file: --config, else $KAIWOCONFIG, else ~/.config/kaiwo/kaiwoconfig.yaml"
          + " (keys: user, clusterQueue)."
    },
    footer = {
      "",
      "Examples:",
      "  # submit and follow until the job ends",
      "  kaiwo submit -f examples/jobs/gpu-job.yaml --wait",
      "  kaiwo submit -f job.yaml --user alice@example.com --queue team-a -n team-a",
      "  # every manifest of a directory, and one more file",
      "  kaiwo submit -f examples/models -f examples/jobs/gpu-job.yaml",
      "  # read from standard input",
      "  cat job.json | kaiwo submit -f -",
      "",
      "Exit codes: 0 submitted (with --wait: and succeeded), 1 error, 2 bad usage,",
      "  3 with --wait: a workload ended FAILED, ERROR or TERMINATED (a Model INVALID",
      "  or LOAD_FAILED)."
    })
public final class SubmitCommand implements Callable<Integer> {

  @Option(
      names = {"-f", "--file"},
      required = true,
      paramLabel = "FILE",
      description =
          "Manifest to submit: a file, a directory (its .yaml, .yml and .json files) or - for"
              + " standard input. Repeat for more.")
  List<String> files;

  @Option(names = "--user", description = "spec.user when the manifest has none.")
  String user;

  @Option(
      names = {"-q", "--queue"},
      description = "spec.clusterQueue when the manifest has none.")
  String queue;

  @Option(
      names = {"-n", "--namespace"},
      description = "Namespace (default: the kubeconfig context's, else default).")
  String namespace;

  @Option(
      names = {"-c", "--config"},
      paramLabel = "FILE",
      description = "CLI config file with user and clusterQueue.")
  Path config;

  @Option(
      names = {"-w", "--wait"},
      description =
          "Follow the workloads: jobs until they finish, services until they run, models until"
              + " they serve (or idle at zero replicas).")
  boolean waitForSettled;

  @Option(
      names = "--timeout",
      paramLabel = "DURATION",
      description = "With --wait: give up after this long, e.g. 10m (default: no limit).")
  Duration timeout;

  @Option(
      names = "--validate",
      paramLabel = "MODE",
      converter = ValidateConverter.class,
      defaultValue = "strict",
      description =
          "What the API server does with fields its schema does not know, such as a misspelt"
              + " one: strict (or true) refuses the manifest and names the field, ignore (or"
              + " false) drops them. Default: ${DEFAULT-VALUE}, as kubectl.")
  Validation validation;

  @Mixin ClusterOptions cluster;

  private final CliContext context;

  SubmitCommand(CliContext context) {
    this.context = context;
  }

  @Override
  public Integer call() throws InterruptedException {
    List<Manifest> manifests = ManifestReader.readAll(files, context.in());
    UserConfig settings = UserConfigFiles.load(context, config).overriddenBy(user, queue);
    try (Connection connection = Connections.open(context, cluster)) {
      List<WorkloadFollower.Target> submitted =
          new Submission(
                  connection.client(), settings, namespace, connection.namespace(), validation)
              .submit(manifests, context.out(), context.err());
      if (!waitForSettled) {
        return ExitCodes.OK;
      }
      WorkloadFollower.Outcome outcome =
          new WorkloadFollower(connection.client(), context.out(), context.interactive())
              .follow(submitted, timeout);
      return FollowReport.exitCode(outcome, context);
    }
  }

  /**
   * {@code --validate}: kubectl's values, except {@code warn}, whose warning header fabric8 does
   * not pass on, so that it would act as {@code ignore} (decision 0026).
   */
  static final class ValidateConverter implements ITypeConverter<Validation> {
    @Override
    public Validation convert(String value) {
      return switch (value.toLowerCase(Locale.ROOT)) {
        case "strict", "true" -> Validation.STRICT;
        case "ignore", "false" -> Validation.IGNORE;
        default ->
            throw new TypeConversionException(
                "'" + value + "' is not strict (or true) or ignore (or false)");
      };
    }
  }
}
