package ai.silogen.kaiwo.cli.follow;

import ai.silogen.kaiwo.cli.workload.WorkloadRef;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import ai.silogen.kaiwo.cli.workload.Workloads;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.io.PrintWriter;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Follows workloads until each has settled (see {@link Settlement}), printing every status change
 * and, for a workload that waits, why its pod is stuck ({@link StuckPod}). Used by {@code kaiwo
 * submit --wait} and {@code kaiwo sandbox --run}. Polls rather than watches: one GET per workload
 * and poll interval is cheap, and survives API server restarts.
 */
public final class WorkloadFollower {

  /** A workload to follow. */
  public record Target(WorkloadRef ref, String namespace) {}

  /**
   * How following ended.
   *
   * @param statuses the last status of each workload, in the order given
   * @param failed the workloads that settled as failed
   * @param reasons why each failed workload failed, when its status says ({@link
   *     WorkloadView#latestMessage})
   * @param timedOut whether the time limit ran out before all settled
   */
  public record Outcome(
      Map<String, String> statuses,
      List<String> failed,
      Map<String, String> reasons,
      boolean timedOut) {}

  private static final Duration POLL = Duration.ofMillis(300);

  /**
   * How often the pods of a waiting workload are looked at for a stuck container (a missing Secret,
   * an image that cannot be pulled): a list per workload, so less often than the status.
   */
  private static final Duration POD_CHECK = Duration.ofSeconds(2);

  private final KubernetesClient client;
  private final ProgressPrinter printer;
  private final Clock clock;

  public WorkloadFollower(KubernetesClient client, PrintWriter out, boolean live) {
    this(client, out, live, Clock.systemUTC());
  }

  WorkloadFollower(KubernetesClient client, PrintWriter out, boolean live, Clock clock) {
    this.client = client;
    this.printer = new ProgressPrinter(out, live);
    this.clock = clock;
  }

  /**
   * Follows {@code targets} until all settled or {@code limit} (may be null: no limit) passed.
   *
   * @throws InterruptedException when interrupted (Ctrl-C); the workloads keep running
   */
  public Outcome follow(List<Target> targets, Duration limit) throws InterruptedException {
    Instant start = clock.instant();
    Map<String, String> statuses = new LinkedHashMap<>();
    Map<String, Set<String>> shownMessages = new HashMap<>();
    Map<String, Settlement> settled = new LinkedHashMap<>();
    Map<String, String> reasons = new HashMap<>();
    Set<String> unobserved = new HashSet<>();
    Instant nextPodCheck = start.plus(POD_CHECK);
    while (true) {
      boolean podCheckDue = !clock.instant().isBefore(nextPodCheck);
      if (podCheckDue) {
        nextPodCheck = clock.instant().plus(POD_CHECK);
      }
      List<String> waiting = new ArrayList<>();
      for (Target target : targets) {
        String key = target.ref().toString();
        if (settled.containsKey(key)) {
          continue;
        }
        Optional<WorkloadView> view = Workloads.find(client, target.ref(), target.namespace());
        String status = view.map(WorkloadView::status).orElse("DELETED");
        Duration elapsed = Duration.between(start, clock.instant());
        // Conditions outlive the state that set them: repeat no message already shown.
        Set<String> shown = shownMessages.computeIfAbsent(key, k -> new HashSet<>());
        boolean observed = view.map(WorkloadView::isObserved).orElse(true);
        boolean newlyObserved = observed && unobserved.remove(key);
        if (!observed) {
          unobserved.add(key);
        }
        if (!status.equals(statuses.get(key)) || newlyObserved) {
          boolean changed = !status.equals(statuses.put(key, status));
          String message = view.flatMap(WorkloadView::latestMessage).orElse(null);
          boolean fresh = message != null && shown.add(message);
          // The operator's first word on a new spec is news in an unchanged phase too: "UPDATING"
          // then "UPDATING (0 of 1 updated replicas ready; 1 old replica still serving)".
          if (changed || fresh) {
            printer.changed(key, status, fresh ? message : null, elapsed);
          }
        }
        Settlement settlement = view.map(Settlement::of).orElse(Settlement.FAILED);
        if (settlement != Settlement.WAITING) {
          settled.put(key, settlement);
          view.flatMap(WorkloadView::latestMessage)
              .filter(m -> settlement == Settlement.FAILED)
              .ifPresent(reason -> reasons.put(key, reason));
        } else {
          waiting.add(key + " " + status);
          if (podCheckDue) {
            view.flatMap(v -> StuckPod.of(v, Workloads.pods(client, v)))
                .filter(shown::add)
                .ifPresent(trouble -> printer.note(key, trouble, elapsed));
          }
        }
      }
      if (waiting.isEmpty()) {
        printer.clearLiveLine();
        return outcome(statuses, settled, reasons, false);
      }
      Duration elapsed = Duration.between(start, clock.instant());
      if (limit != null && elapsed.compareTo(limit) >= 0) {
        printer.clearLiveLine();
        return outcome(statuses, settled, reasons, true);
      }
      printer.waiting(String.join(", ", waiting), elapsed);
      Thread.sleep(POLL.toMillis());
    }
  }

  private static Outcome outcome(
      Map<String, String> statuses,
      Map<String, Settlement> settled,
      Map<String, String> reasons,
      boolean timedOut) {
    List<String> failed =
        settled.entrySet().stream()
            .filter(e -> e.getValue() == Settlement.FAILED)
            .map(Map.Entry::getKey)
            .toList();
    return new Outcome(
        Collections.unmodifiableMap(new LinkedHashMap<>(statuses)),
        failed,
        Map.copyOf(reasons),
        timedOut);
  }
}
