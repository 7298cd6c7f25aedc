package ai.silogen.kaiwo.sandbox.controlplane.scheduler;

import io.fabric8.kubernetes.api.model.Taint;
import io.fabric8.kubernetes.api.model.Toleration;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Taint/toleration matching with the API's semantics (the TaintToleration filter plugin). */
public final class Tolerations {

  /** The effects that keep pods off a node (PreferNoSchedule only affects scoring). */
  private static final Set<String> FILTERING_EFFECTS = Set.of("NoSchedule", "NoExecute");

  private Tolerations() {}

  /**
   * Whether {@code toleration} tolerates {@code taint}: the effects match (an empty toleration
   * effect matches all), and either the operator is {@code Exists} with the same key (an empty key
   * with {@code Exists} matches every taint) or the operator is {@code Equal} (the default) with
   * the same key and value.
   */
  public static boolean tolerates(Toleration toleration, Taint taint) {
    if (!isEmpty(toleration.getEffect()) && !toleration.getEffect().equals(taint.getEffect())) {
      return false;
    }
    boolean exists = "Exists".equals(toleration.getOperator());
    if (isEmpty(toleration.getKey())) {
      return exists;
    }
    if (!toleration.getKey().equals(taint.getKey())) {
      return false;
    }
    return exists || nullToEmpty(toleration.getValue()).equals(nullToEmpty(taint.getValue()));
  }

  /** The first NoSchedule/NoExecute taint none of {@code tolerations} tolerates. */
  public static Optional<Taint> firstUntolerated(List<Taint> taints, List<Toleration> tolerations) {
    if (taints == null) {
      return Optional.empty();
    }
    List<Toleration> given = tolerations == null ? List.of() : tolerations;
    return taints.stream()
        .filter(taint -> FILTERING_EFFECTS.contains(taint.getEffect()))
        .filter(taint -> given.stream().noneMatch(t -> tolerates(t, taint)))
        .findFirst();
  }

  private static boolean isEmpty(String text) {
    return text == null || text.isEmpty();
  }

  private static String nullToEmpty(String text) {
    return text == null ? "" : text;
  }
}
