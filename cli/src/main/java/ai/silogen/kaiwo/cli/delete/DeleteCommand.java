package ai.silogen.kaiwo.cli.delete;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.cluster.ClusterOptions;
import ai.silogen.kaiwo.cli.cluster.Connection;
import ai.silogen.kaiwo.cli.cluster.Connections;
import ai.silogen.kaiwo.cli.cluster.NamespaceOption;
import ai.silogen.kaiwo.cli.submit.Manifest;
import ai.silogen.kaiwo.cli.submit.ManifestReader;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.cli.workload.WorkloadRef;
import io.fabric8.kubernetes.api.model.DeletionPropagation;
import io.fabric8.kubernetes.api.model.StatusDetails;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code kaiwo delete}: delete workloads and everything Kaiwo created for them. */
@Command(
    name = "delete",
    mixinStandardHelpOptions = true,
    description = {
      "Delete workloads; the objects Kaiwo created for them (Jobs, Deployments, pods, storage) go"
          + " with them."
    },
    footer = {
      "",
      "Examples:",
      "  kaiwo delete job/gpu-job",
      "  kaiwo delete service/qwen-chat model/qwen2.5-0.5b-cpu --wait",
      "  # what a file (or a directory of files) submitted",
      "  kaiwo delete -f examples/jobs/gpu-job.yaml"
    })
public final class DeleteCommand implements Callable<Integer> {

  @Parameters(arity = "0..*", paramLabel = "KIND/NAME", description = WorkloadRef.HELP)
  List<String> workloads = List.of();

  @Option(
      names = {"-f", "--file"},
      paramLabel = "FILE",
      description =
          "Delete the workloads of a manifest, as submitted with it: a file, a directory or -."
              + " Repeat for more.")
  List<String> files = List.of();

  @Option(names = "--wait", description = "Wait until the objects and their children are gone.")
  boolean waitUntilGone;

  @Option(
      names = "--timeout",
      paramLabel = "DURATION",
      description = "With --wait: how long to wait (default: ${DEFAULT-VALUE}).",
      defaultValue = "2m")
  Duration timeout;

  @Option(names = "--ignore-not-found", description = "Succeed when a workload does not exist.")
  boolean ignoreNotFound;

  @Mixin NamespaceOption namespace;

  @Mixin ClusterOptions cluster;

  private final CliContext context;

  DeleteCommand(CliContext context) {
    this.context = context;
  }

  @Override
  public Integer call() {
    if (workloads.isEmpty() && files.isEmpty()) {
      throw new UserError(
          "nothing to delete",
          "name workloads like job/train, or give the manifest with -f",
          ExitCodes.USAGE);
    }
    List<WorkloadRef> refs = workloads.stream().map(WorkloadRef::parse).toList();
    List<Manifest> manifests = ManifestReader.readAll(files, context.in());
    try (Connection connection = Connections.open(context, cluster)) {
      String named = namespace.resolve(connection);
      List<Target> targets = new ArrayList<>();
      refs.forEach(ref -> targets.add(new Target(ref, named)));
      for (Manifest manifest : manifests) {
        targets.add(
            new Target(
                manifest.ref(), manifest.namespace(namespace.given(), connection.namespace())));
      }
      for (Target target : targets) {
        WorkloadRef ref = target.ref();
        String ns = target.namespace();
        var resource =
            connection
                .client()
                .genericKubernetesResources(ref.kind().resource())
                .inNamespace(ns)
                .withName(ref.name());
        List<StatusDetails> deleted =
            resource
                .withPropagationPolicy(
                    waitUntilGone ? DeletionPropagation.FOREGROUND : DeletionPropagation.BACKGROUND)
                .delete();
        if (deleted.isEmpty()) {
          if (ignoreNotFound) {
            continue;
          }
          throw new UserError(
              ref + " not found in namespace " + ns,
              "'kaiwo list -n " + ns + "' shows what exists");
        }
        if (waitUntilGone) {
          resource.waitUntilCondition(
              object -> object == null, timeout.toSeconds(), TimeUnit.SECONDS);
        }
        context.out().println(ref + " deleted (namespace " + ns + ")");
        context.out().flush();
      }
      return ExitCodes.OK;
    }
  }

  private record Target(WorkloadRef ref, String namespace) {}
}
