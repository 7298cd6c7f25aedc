package ai.silogen.kaiwo.cli.list;

import ai.silogen.kaiwo.cli.follow.StuckPod;
import ai.silogen.kaiwo.cli.workload.WorkloadKind;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import ai.silogen.kaiwo.sandbox.table.HumanDuration;
import io.fabric8.kubernetes.api.model.Pod;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.OptionalLong;

/**
 * One line of {@code kaiwo list}, computed from a workload and the current time.
 *
 * @param name {@code job/train}
 * @param age since creation
 * @param duration how long it has run (until completion for finished jobs)
 * @param detail wide output only: replicas of models, else the latest condition message; for a
 *     waiting workload with a stuck pod, why it is stuck
 */
public record WorkloadRow(
    String name,
    String namespace,
    String user,
    String queue,
    String status,
    String gpus,
    String age,
    String duration,
    String detail) {

  public static final List<String> HEADERS =
      List.of("NAME", "NAMESPACE", "USER", "QUEUE", "STATUS", "GPUS", "AGE", "DURATION");

  /**
   * The row of {@code view}. A Kaiwo workload's GPUS come from its spec; a Model's from its pods
   * ({@code modelGpus}), empty when they could not be read. The DETAIL of a workload that waits
   * while one of its {@code pods} is stuck says why, as {@code kaiwo submit --wait} does.
   */
  public static WorkloadRow of(
      WorkloadView view, Instant now, ModelGpus modelGpus, List<Pod> pods) {
    boolean model = view.kind() == WorkloadKind.MODEL;
    return new WorkloadRow(
        view.ref(),
        view.namespace(),
        view.user(),
        view.queue().orElse(model ? "" : "(default)"),
        view.status(),
        model ? modelGpusCell(modelGpus.of(view)) : Integer.toString(view.gpus()),
        view.created().map(c -> HumanDuration.format(Duration.between(c, now))).orElse(""),
        view.runTime(now).map(HumanDuration::format).orElse(""),
        model
            ? modelDetail(view) + StuckPod.of(view, pods).map(stuck -> "; " + stuck).orElse("")
            : StuckPod.explanation(view, pods).orElse(""));
  }

  /** The cells of the narrow table. */
  public Object[] cells() {
    return new Object[] {name, namespace, user, queue, status, gpus, age, duration};
  }

  /** Whether anything but the clock-driven columns differs (for watch output). */
  public boolean sameStateAs(WorkloadRow other) {
    return other != null
        && status.equals(other.status)
        && user.equals(other.user)
        && queue.equals(other.queue)
        && gpus.equals(other.gpus)
        && detail.equals(other.detail);
  }

  private static String modelGpusCell(OptionalLong gpus) {
    return gpus.isPresent() ? Long.toString(gpus.getAsLong()) : "";
  }

  private static String modelDetail(WorkloadView model) {
    String profile = model.string("spec", "resourceProfile").orElse("no profile");
    int ready = model.integer("status", "replicas", "ready").orElse(0);
    int all = model.integer("status", "replicas", "all").orElse(0);
    return profile + ", " + ready + "/" + all + " replicas ready";
  }
}
