package ai.silogen.kaiwo.sandbox.controlplane.deployment;

import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.sandbox.controlplane.pods.Pods;
import io.fabric8.kubernetes.api.model.IntOrString;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentStrategy;
import io.fabric8.kubernetes.api.model.apps.ReplicaSet;
import io.fabric8.kubernetes.api.model.apps.RollingUpdateDeployment;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The deployment controller's decision for one Deployment from its ReplicaSets, as a pure function.
 * The ReplicaSet whose template equals the Deployment's is the new one (created as {@code
 * <deployment>-<pod-template-hash>} when missing, with the next revision); the others are old.
 * {@code RollingUpdate} (the default) follows the real controller one step per sync: scale the new
 * ReplicaSet up within {@code replicas + maxSurge}, otherwise scale old ones down, first their
 * unavailable pods, then as far as {@code replicas - maxUnavailable} available pods allow. {@code
 * Recreate} scales old ReplicaSets to zero and the new one up once their pods are gone.
 *
 * <p>Simplified: a replica change during a rollout is not spread proportionally over old and new
 * ReplicaSets; hash collisions ({@code collisionCount}) are not handled; a paused Deployment is
 * neither scaled nor rolled out.
 */
public final class RolloutPlanner {

  private static final IntOrString DEFAULT_SURGE = new IntOrString("25%");
  private static final int DEFAULT_REVISION_HISTORY = 10;

  private RolloutPlanner() {}

  /** Plans the next step of {@code deployment} given the ReplicaSets it controls. */
  public static DeploymentPlan plan(Deployment deployment, List<ReplicaSet> owned, Instant now) {
    List<ReplicaSet> active = owned.stream().filter(rs -> !Pods.isDeleting(rs)).toList();
    Optional<ReplicaSet> current =
        active.stream()
            .filter(
                rs ->
                    PodTemplateHash.equalIgnoringHash(
                        rs.getSpec().getTemplate(), deployment.getSpec().getTemplate()))
            .findFirst();
    List<ReplicaSet> olds =
        active.stream()
            .filter(rs -> current.map(c -> c != rs).orElse(true))
            .sorted(
                Comparator.comparing(
                        (ReplicaSet rs) -> String.valueOf(rs.getMetadata().getCreationTimestamp()))
                    .thenComparing(rs -> rs.getMetadata().getName()))
            .toList();
    long maxOldRevision = olds.stream().mapToLong(ReplicaSets::revision).max().orElse(0);
    boolean paused = Boolean.TRUE.equals(deployment.getSpec().getPaused());
    boolean create = current.isEmpty() && !paused;
    ReplicaSet newRs =
        current.orElseGet(() -> ReplicaSets.newFor(deployment, maxOldRevision + 1, 0));
    long revision = Math.max(ReplicaSets.revision(newRs), maxOldRevision + 1);

    Map<String, Integer> target = new HashMap<>();
    olds.forEach(rs -> target.put(rs.getMetadata().getName(), ReplicaSetSync.replicas(rs)));
    target.put(
        newRs.getMetadata().getName(), current.isPresent() ? ReplicaSetSync.replicas(newRs) : 0);
    if (!paused) {
      Scaling scaling = new Scaling(deployment, newRs, olds, target);
      if (isRecreate(deployment)) {
        scaling.recreate();
      } else {
        scaling.rollingUpdate();
      }
    }

    List<PlannedEvent> events = new ArrayList<>();
    List<ReplicaSet> updates = new ArrayList<>();
    List<ReplicaSet> planned = new ArrayList<>();
    for (ReplicaSet rs : olds) {
      int to = target.get(rs.getMetadata().getName());
      scalingEvent(rs, ReplicaSetSync.replicas(rs), to).ifPresent(events::add);
      ReplicaSet updated = ReplicaSets.with(rs, to, ReplicaSets.revision(rs));
      if (to != ReplicaSetSync.replicas(rs)) {
        updates.add(updated);
      }
      planned.add(updated);
    }
    int newTarget = target.get(newRs.getMetadata().getName());
    ReplicaSet newPlanned = ReplicaSets.with(newRs, newTarget, revision);
    if (current.isPresent() || create) {
      int from = current.isPresent() ? ReplicaSetSync.replicas(newRs) : 0;
      scalingEvent(newRs, from, newTarget).ifPresent(events::add);
      planned.add(newPlanned);
    }
    if (current.isPresent()
        && (newTarget != ReplicaSetSync.replicas(newRs)
            || revision != ReplicaSets.revision(newRs))) {
      updates.add(newPlanned);
    }
    List<ReplicaSet> delete = historyToDelete(deployment, planned, newPlanned);
    planned.removeAll(delete);

    DeploymentStatuses.Computed computed =
        DeploymentStatuses.compute(deployment, newPlanned, planned, create, now);
    return new DeploymentPlan(
        create ? Optional.of(newPlanned) : Optional.empty(),
        updates,
        delete,
        Long.toString(revision),
        computed.status(),
        events,
        computed.deadline());
  }

  /** {@code spec.replicas}, defaulting to 1. */
  static int replicas(Deployment deployment) {
    Integer replicas = deployment.getSpec().getReplicas();
    return replicas == null ? 1 : replicas;
  }

  /** Pods that may be unavailable during a rolling update (0 for Recreate). */
  static int maxUnavailable(Deployment deployment) {
    int replicas = replicas(deployment);
    if (isRecreate(deployment) || replicas == 0) {
      return 0;
    }
    RollingUpdateDeployment rolling = rolling(deployment);
    int surge = resolve(rolling == null ? null : rolling.getMaxSurge(), replicas, true);
    int unavailable =
        resolve(rolling == null ? null : rolling.getMaxUnavailable(), replicas, false);
    return surge == 0 && unavailable == 0 ? 1 : Math.min(unavailable, replicas);
  }

  /** Pods that may exist above {@code replicas} during a rolling update. */
  static int maxSurge(Deployment deployment) {
    RollingUpdateDeployment rolling = rolling(deployment);
    return resolve(rolling == null ? null : rolling.getMaxSurge(), replicas(deployment), true);
  }

  private static boolean isRecreate(Deployment deployment) {
    DeploymentStrategy strategy = deployment.getSpec().getStrategy();
    return strategy != null && "Recreate".equals(strategy.getType());
  }

  private static RollingUpdateDeployment rolling(Deployment deployment) {
    DeploymentStrategy strategy = deployment.getSpec().getStrategy();
    return strategy == null ? null : strategy.getRollingUpdate();
  }

  /** An absolute number or a percentage of {@code replicas} (25% when unset). */
  private static int resolve(IntOrString value, int replicas, boolean roundUp) {
    IntOrString given = value == null ? DEFAULT_SURGE : value;
    if (given.getIntVal() != null) {
      return given.getIntVal();
    }
    String text = given.getStrVal().trim();
    double percent =
        Double.parseDouble(text.endsWith("%") ? text.substring(0, text.length() - 1) : text);
    double amount = replicas * percent / 100;
    return (int) (roundUp ? Math.ceil(amount) : Math.floor(amount));
  }

  private static Optional<PlannedEvent> scalingEvent(ReplicaSet rs, int from, int to) {
    if (from == to) {
      return Optional.empty();
    }
    String direction = to > from ? "up" : "down";
    return Optional.of(
        PlannedEvent.normal(
            "ScalingReplicaSet",
            "Scaled %s replica set %s from %d to %d"
                .formatted(direction, rs.getMetadata().getName(), from, to)));
  }

  /** Old ReplicaSets without pods beyond {@code revisionHistoryLimit}, oldest revision first. */
  private static List<ReplicaSet> historyToDelete(
      Deployment deployment, List<ReplicaSet> planned, ReplicaSet newRs) {
    Integer limit = deployment.getSpec().getRevisionHistoryLimit();
    List<ReplicaSet> empty =
        planned.stream()
            .filter(rs -> !rs.getMetadata().getName().equals(newRs.getMetadata().getName()))
            .filter(rs -> ReplicaSetSync.replicas(rs) == 0)
            .filter(rs -> ReplicaSets.actual(rs) == 0)
            .sorted(Comparator.comparingLong(ReplicaSets::revision))
            .toList();
    int keep = limit == null ? DEFAULT_REVISION_HISTORY : limit;
    return empty.subList(0, Math.max(0, empty.size() - keep));
  }
}
