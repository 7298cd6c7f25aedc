package ai.silogen.kaiwo.sandbox.controlplane.deployment;

import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.api.status.Timestamps;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentCondition;
import io.fabric8.kubernetes.api.model.apps.DeploymentStatus;
import io.fabric8.kubernetes.api.model.apps.DeploymentStatusBuilder;
import io.fabric8.kubernetes.api.model.apps.ReplicaSet;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.ToIntFunction;

/**
 * A Deployment's status from its ReplicaSets, as the deployment controller computes it: replica
 * counts, {@code Available} (at least {@code replicas - maxUnavailable} available pods) and {@code
 * Progressing}: {@code NewReplicaSetCreated} / {@code ReplicaSetUpdated} while the rollout makes
 * progress, {@code NewReplicaSetAvailable} once complete, and {@code
 * False/ProgressDeadlineExceeded} when no progress was made for {@code progressDeadlineSeconds}
 * (default 600).
 */
public final class DeploymentStatuses {

  static final String AVAILABLE = "Available";
  static final String PROGRESSING = "Progressing";
  static final String TIMED_OUT = "ProgressDeadlineExceeded";
  static final String NEW_RS_AVAILABLE = "NewReplicaSetAvailable";
  private static final long DEFAULT_PROGRESS_DEADLINE_SECONDS = 600;

  /**
   * The computed status and when the progress deadline will pass.
   *
   * @param status the status to write
   * @param deadline time until the rollout times out, empty when it cannot time out
   */
  public record Computed(DeploymentStatus status, Optional<Duration> deadline) {}

  private DeploymentStatuses() {}

  /**
   * @param deployment the Deployment (its current status is the previous one)
   * @param newReplicaSet the ReplicaSet of the current template (with its planned replicas)
   * @param all all its ReplicaSets, including the new one, with their planned replicas
   * @param createdNow whether the new ReplicaSet is being created by this sync
   * @param now current time
   */
  public static Computed compute(
      Deployment deployment,
      ReplicaSet newReplicaSet,
      List<ReplicaSet> all,
      boolean createdNow,
      Instant now) {
    DeploymentStatus old =
        deployment.getStatus() == null ? new DeploymentStatus() : deployment.getStatus();
    DeploymentStatus counts = counts(deployment, newReplicaSet, all, old);
    List<DeploymentCondition> conditions = availability(deployment, counts, old, now);
    String rsName = newReplicaSet.getMetadata().getName();
    Optional<Duration> deadline = Optional.empty();
    if (Boolean.TRUE.equals(deployment.getSpec().getPaused())) {
      conditions =
          set(conditions, PROGRESSING, "Unknown", "DeploymentPaused", "Deployment is paused", now);
    } else if (createdNow) {
      String message = "Created new replica set \"%s\"".formatted(rsName);
      conditions = refresh(conditions, "NewReplicaSetCreated", message, now);
      deadline = Optional.of(progressDeadline(deployment));
    } else if (isComplete(deployment, counts, rsName, all)) {
      String message = "ReplicaSet \"%s\" has successfully progressed.".formatted(rsName);
      conditions = set(conditions, PROGRESSING, "True", NEW_RS_AVAILABLE, message, now);
    } else if (madeProgress(old, counts)) {
      String message = "ReplicaSet \"%s\" is progressing.".formatted(rsName);
      conditions = refresh(conditions, "ReplicaSetUpdated", message, now);
      deadline = Optional.of(progressDeadline(deployment));
    } else {
      Optional<Instant> timeout = timeout(deployment, conditions);
      if (timeout.isPresent() && !now.isBefore(timeout.get())) {
        String message = "ReplicaSet \"%s\" has timed out progressing.".formatted(rsName);
        conditions = set(conditions, PROGRESSING, "False", TIMED_OUT, message, now);
      } else {
        deadline = timeout.map(t -> Duration.between(now, t));
      }
    }
    return new Computed(
        new DeploymentStatusBuilder(counts).withConditions(conditions).build(), deadline);
  }

  /** The replica counts, as the sums of the ReplicaSets' (absent when zero, as the API omits). */
  private static DeploymentStatus counts(
      Deployment deployment, ReplicaSet newReplicaSet, List<ReplicaSet> all, DeploymentStatus old) {
    int available = sum(all, ReplicaSets::available);
    int unavailable = Math.max(0, sum(all, ReplicaSetSync::replicas) - available);
    return new DeploymentStatusBuilder(old)
        .withObservedGeneration(deployment.getMetadata().getGeneration())
        .withReplicas(nullIfZero(sum(all, ReplicaSets::actual)))
        .withUpdatedReplicas(nullIfZero(ReplicaSets.actual(newReplicaSet)))
        .withReadyReplicas(nullIfZero(sum(all, ReplicaSets::ready)))
        .withAvailableReplicas(nullIfZero(available))
        .withUnavailableReplicas(nullIfZero(unavailable))
        .build();
  }

  /** {@code Available}: at least {@code replicas - maxUnavailable} pods are available. */
  private static List<DeploymentCondition> availability(
      Deployment deployment, DeploymentStatus counts, DeploymentStatus old, Instant now) {
    int minimum = RolloutPlanner.replicas(deployment) - RolloutPlanner.maxUnavailable(deployment);
    return orZero(counts.getAvailableReplicas()) >= minimum
        ? set(
            old.getConditions(),
            AVAILABLE,
            "True",
            "MinimumReplicasAvailable",
            "Deployment has minimum availability.",
            now)
        : set(
            old.getConditions(),
            AVAILABLE,
            "False",
            "MinimumReplicasUnavailable",
            "Deployment does not have minimum availability.",
            now);
  }

  /** All pods are updated and available and no old pod is left. */
  private static boolean isComplete(
      Deployment deployment, DeploymentStatus counts, String newName, List<ReplicaSet> all) {
    int replicas = RolloutPlanner.replicas(deployment);
    int oldPods =
        sum(all, rs -> rs.getMetadata().getName().equals(newName) ? 0 : ReplicaSets.actual(rs));
    return orZero(counts.getUpdatedReplicas()) == replicas
        && orZero(counts.getAvailableReplicas()) == replicas
        && orZero(counts.getReplicas()) == replicas
        && oldPods == 0;
  }

  private static boolean madeProgress(DeploymentStatus before, DeploymentStatus after) {
    int oldBefore = orZero(before.getReplicas()) - orZero(before.getUpdatedReplicas());
    int oldAfter = orZero(after.getReplicas()) - orZero(after.getUpdatedReplicas());
    return orZero(after.getUpdatedReplicas()) > orZero(before.getUpdatedReplicas())
        || orZero(after.getReadyReplicas()) > orZero(before.getReadyReplicas())
        || orZero(after.getAvailableReplicas()) > orZero(before.getAvailableReplicas())
        || oldAfter < oldBefore;
  }

  /** When a rollout without progress times out; empty once complete or already timed out. */
  private static Optional<Instant> timeout(
      Deployment deployment, List<DeploymentCondition> conditions) {
    return Conditions.find(DeploymentConditions.KIND, conditions, PROGRESSING)
        .filter(c -> !NEW_RS_AVAILABLE.equals(c.getReason()) && !TIMED_OUT.equals(c.getReason()))
        .flatMap(c -> Timestamps.parse(c.getLastUpdateTime()))
        .map(since -> since.plus(progressDeadline(deployment)));
  }

  private static Duration progressDeadline(Deployment deployment) {
    Integer seconds = deployment.getSpec().getProgressDeadlineSeconds();
    return Duration.ofSeconds(seconds == null ? DEFAULT_PROGRESS_DEADLINE_SECONDS : seconds);
  }

  /** Sets Progressing=True with a fresh {@code lastUpdateTime}, which restarts the deadline. */
  private static List<DeploymentCondition> refresh(
      List<DeploymentCondition> conditions, String reason, String message, Instant now) {
    Optional<DeploymentCondition> current =
        Conditions.find(DeploymentConditions.KIND, conditions, PROGRESSING);
    String since =
        current
            .filter(c -> "True".equals(c.getStatus()))
            .map(DeploymentCondition::getLastTransitionTime)
            .orElse(Timestamps.format(now));
    String time = Timestamps.format(now);
    DeploymentCondition fresh =
        DeploymentConditions.KIND
            .stamper()
            .stamp(
                DeploymentConditions.KIND
                    .factory()
                    .create(PROGRESSING, "True", reason, message, time),
                since,
                time);
    List<DeploymentCondition> result = new ArrayList<>();
    conditions.stream().filter(c -> !PROGRESSING.equals(c.getType())).forEach(result::add);
    result.add(fresh);
    return result;
  }

  private static List<DeploymentCondition> set(
      List<DeploymentCondition> conditions,
      String type,
      String status,
      String reason,
      String message,
      Instant now) {
    return Conditions.set(
        DeploymentConditions.KIND, conditions, type, status, reason, message, now);
  }

  private static int sum(List<ReplicaSet> all, ToIntFunction<ReplicaSet> count) {
    return all.stream().mapToInt(count).sum();
  }

  private static int orZero(Integer value) {
    return value == null ? 0 : value;
  }

  private static Integer nullIfZero(int value) {
    return value == 0 ? null : value;
  }
}
