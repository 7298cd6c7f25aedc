package ai.silogen.kaiwo.cli.sandbox;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.cli.support.UserError;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Submits the objects of a file and prints each Kaiwo workload's status as it changes, until every
 * one has finished or is running. Used by {@code kaiwo sandbox --run}.
 */
final class WorkloadFollower {
  private static final Set<String> SETTLED =
      Set.of("RUNNING", "COMPLETE", "FAILED", "ERROR", "TERMINATED");
  private static final Duration POLL = Duration.ofMillis(250);
  private static final Duration LIMIT = Duration.ofMinutes(10);

  private final KubernetesClient client;
  private final PrintStream out;

  WorkloadFollower(KubernetesClient client, PrintStream out) {
    this.client = client;
    this.out = out;
  }

  void submitAndFollow(Path file) throws InterruptedException {
    List<HasMetadata> objects = read(file);
    List<HasMetadata> followed = new ArrayList<>();
    for (HasMetadata object : objects) {
      if (object.getMetadata().getNamespace() == null && isNamespaced(object)) {
        object.getMetadata().setNamespace(client.getNamespace());
      }
      HasMetadata applied = client.resource(object).createOr(existing -> existing.update());
      out.printf("submitted %s/%s%n", applied.getKind(), applied.getMetadata().getName());
      if (applied.getKind().startsWith("Kaiwo") && !applied.getKind().endsWith("Config")) {
        followed.add(applied);
      }
    }
    follow(followed);
  }

  private void follow(List<HasMetadata> workloads) throws InterruptedException {
    Map<HasMetadata, String> last = new LinkedHashMap<>();
    Instant deadline = Instant.now().plus(LIMIT);
    while (Instant.now().isBefore(deadline)) {
      boolean allSettled = true;
      for (HasMetadata workload : workloads) {
        String status = statusOf(workload);
        if (!status.equals(last.get(workload))) {
          last.put(workload, status);
          out.printf(
              "  %s/%s: %s%n",
              workload.getKind(),
              workload.getMetadata().getName(),
              status.isEmpty() ? "NEW" : status);
        }
        allSettled &= SETTLED.contains(status);
      }
      if (allSettled) {
        return;
      }
      Thread.sleep(POLL.toMillis());
    }
    out.println(
        "  (still not settled after " + LIMIT.toMinutes() + " minutes; not waiting longer)");
  }

  private String statusOf(HasMetadata workload) {
    GenericKubernetesResource current =
        client
            .genericKubernetesResources(workload.getApiVersion(), workload.getKind())
            .inNamespace(workload.getMetadata().getNamespace())
            .withName(workload.getMetadata().getName())
            .get();
    if (current == null) {
      return "DELETED";
    }
    Object status = current.getAdditionalProperties().get("status");
    if (status instanceof Map<?, ?> map && map.get("status") instanceof String s) {
      return s;
    }
    return "";
  }

  private boolean isNamespaced(HasMetadata object) {
    return !Set.of("KaiwoQueueConfig", "KaiwoConfig", "Namespace", "Node")
        .contains(object.getKind());
  }

  private static List<HasMetadata> read(Path file) {
    try {
      return ApiSerialization.readAll(Files.readString(file));
    } catch (IOException e) {
      throw new UserError("cannot read " + file + ": " + e.getMessage(), "check the path");
    }
  }
}
