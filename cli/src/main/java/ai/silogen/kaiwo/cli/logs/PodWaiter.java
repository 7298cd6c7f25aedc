package ai.silogen.kaiwo.cli.logs;

import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.cli.workload.WorkloadRef;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import ai.silogen.kaiwo.cli.workload.Workloads;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/** Waits for a workload's first pods (e.g. {@code kaiwo logs -f} right after submitting). */
final class PodWaiter {
  private static final Duration POLL = Duration.ofMillis(500);

  private PodWaiter() {}

  static List<Pod> awaitPods(KubernetesClient client, WorkloadView workload, Duration limit)
      throws InterruptedException {
    Instant deadline = Instant.now().plus(limit);
    String namespace = workload.namespace();
    while (Instant.now().isBefore(deadline)) {
      List<Pod> pods = Workloads.pods(client, workload);
      if (!pods.isEmpty()) {
        return pods;
      }
      // A workload that ends before its pods come (or after they went) will not get any.
      Workloads.find(client, new WorkloadRef(workload.kind(), workload.name()), namespace)
          .ifPresent(GonePods::check);
      Thread.sleep(POLL.toMillis());
    }
    throw new UserError(
        workload.ref() + " has had no pods for " + limit.toSeconds() + "s",
        "'kaiwo describe " + workload.ref() + "' shows why");
  }
}
