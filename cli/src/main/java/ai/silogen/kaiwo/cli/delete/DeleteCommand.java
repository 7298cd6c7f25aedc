package ai.silogen.kaiwo.cli.delete;

import ai.silogen.kaiwo.api.GoDuration;
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
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.client.KubernetesClientTimeoutException;
import io.fabric8.kubernetes.client.dsl.Resource;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
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
      List<Deleted> deleted = new ArrayList<>();
      List<Target> missing = new ArrayList<>();
      for (Target target : targets) {
        var resource = resource(connection, target);
        // Sent in turn, like kubectl: a missing workload is reported, the others still go.
        if (resource
            .withPropagationPolicy(
                waitUntilGone ? DeletionPropagation.FOREGROUND : DeletionPropagation.BACKGROUND)
            .delete()
            .isEmpty()) {
          if (!ignoreNotFound) {
            missing.add(target);
            context
                .err()
                .println(
                    "error: " + target.ref() + " not found in namespace " + target.namespace());
            context.err().flush();
          }
          continue;
        }
        deleted.add(new Deleted(target, resource));
        context.out().println(target.ref() + " deleted (namespace " + target.namespace() + ")");
        context.out().flush();
      }
      if (waitUntilGone) {
        awaitGone(deleted);
      }
      if (!missing.isEmpty()) {
        throw new UserError(
            missing.size() == 1
                ? "1 workload was not found"
                : missing.size() + " workloads were not found",
            "'kaiwo list -n "
                + missing.getFirst().namespace()
                + "' shows what exists; --ignore-not-found skips missing ones");
      }
      return ExitCodes.OK;
    }
  }

  private static Resource<GenericKubernetesResource> resource(
      Connection connection, Target target) {
    return connection
        .client()
        .genericKubernetesResources(target.ref().kind().resource())
        .inNamespace(target.namespace())
        .withName(target.ref().name());
  }

  /**
   * Waits until every deleted workload is gone, within one {@code --timeout} for all of them
   * (fabric8's own wait takes whole seconds and words its timeout in its own terms).
   */
  private void awaitGone(List<Deleted> deleted) {
    Instant deadline = Instant.now().plus(timeout);
    for (Deleted one : deleted) {
      long left = Duration.between(Instant.now(), deadline).toMillis();
      try {
        if (left <= 0) {
          if (one.resource().get() != null) {
            throw timedOut(one.target());
          }
        } else {
          one.resource().waitUntilCondition(Objects::isNull, left, TimeUnit.MILLISECONDS);
        }
      } catch (KubernetesClientTimeoutException e) {
        throw timedOut(one.target());
      }
    }
  }

  private UserError timedOut(Target target) {
    return new UserError(
        target.ref()
            + " (namespace "
            + target.namespace()
            + ") is still being deleted after "
            + (timeout.toSeconds() == 0 ? timeout.toMillis() + "ms" : GoDuration.format(timeout)),
        "the deletion goes on in the cluster; wait longer with --timeout, or check with 'kaiwo"
            + " list -n "
            + target.namespace()
            + "'");
  }

  private record Target(WorkloadRef ref, String namespace) {}

  private record Deleted(Target target, Resource<GenericKubernetesResource> resource) {}
}
