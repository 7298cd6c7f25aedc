package ai.silogen.kaiwo.operator.queue;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * Compares the Kueue objects a KaiwoQueueConfig stands for with those in the cluster and lists the
 * steps that reconcile them. Rules:
 *
 * <ul>
 *   <li>a desired object that is missing is created, owned by the config;
 *   <li>a desired object that exists is updated when its managed content or labels differ, or when
 *       it is not (or no longer correctly) owned by the config — naming an object in the config
 *       adopts it;
 *   <li>an object being deleted is waited for;
 *   <li>an object that is not desired is deleted only when the config owns it; objects created by
 *       anyone else are left alone.
 * </ul>
 *
 * Creations and updates come in dependency order (topologies, flavors, cluster queues, local
 * queues, priority classes), deletions in reverse.
 */
public final class KueueSyncPlan {

  private KueueSyncPlan() {}

  /** The steps that turn {@code observed} into {@code desired} for {@code owner}. */
  public static List<KueueAction> plan(
      KueueObjects desired, KueueObjects observed, KaiwoQueueConfig owner) {
    List<KueueAction> applies = new ArrayList<>();
    List<KueueAction> deletes = new ArrayList<>();
    kind(desired.topologies(), observed.topologies(), owner, applies, deletes);
    kind(desired.resourceFlavors(), observed.resourceFlavors(), owner, applies, deletes);
    kind(desired.clusterQueues(), observed.clusterQueues(), owner, applies, deletes);
    kind(desired.localQueues(), observed.localQueues(), owner, applies, deletes);
    kind(desired.priorityClasses(), observed.priorityClasses(), owner, applies, deletes);
    List<KueueAction> steps = new ArrayList<>(applies);
    // Local queues before cluster queues before flavors, so nothing is left pointing at a
    // deleted object; priority classes (listed last) have no dependents.
    List<KueueAction> reversed = new ArrayList<>(deletes);
    java.util.Collections.reverse(reversed);
    steps.addAll(reversed.stream().filter(d -> !isPriorityClass(d)).toList());
    steps.addAll(deletes.stream().filter(KueueSyncPlan::isPriorityClass).toList());
    return steps;
  }

  /**
   * {@code desired}'s content and labels, with ownership and the applied hash, on top of {@code
   * observed}'s metadata (resource version, other labels, annotations and owners are kept).
   */
  public static <T extends HasMetadata> T merged(T desired, T observed, KaiwoQueueConfig owner) {
    ObjectNode tree = ManagedContent.of(desired);
    ObjectMeta metadata = ApiSerialization.copy(observed.getMetadata());
    Map<String, String> labels = new LinkedHashMap<>(orEmpty(metadata.getLabels()));
    labels.putAll(orEmpty(desired.getMetadata().getLabels()));
    metadata.setLabels(labels);
    Map<String, String> annotations = new LinkedHashMap<>(orEmpty(metadata.getAnnotations()));
    annotations.putAll(orEmpty(desired.getMetadata().getAnnotations()));
    annotations.put(ManagedContent.APPLIED_HASH, ManagedContent.hash(desired));
    metadata.setAnnotations(annotations);
    metadata.setOwnerReferences(Ownership.withOwner(observed, owner));
    tree.put("apiVersion", desired.getApiVersion());
    tree.put("kind", desired.getKind());
    tree.set("metadata", ApiSerialization.toTree(metadata));
    @SuppressWarnings("unchecked")
    T result = (T) ApiSerialization.convert(tree, desired.getClass());
    return result;
  }

  /** {@code desired} ready to be created: owned by {@code owner}, with the applied hash. */
  public static <T extends HasMetadata> T forCreation(T desired, KaiwoQueueConfig owner) {
    T copy = ApiSerialization.copy(desired);
    Map<String, String> annotations =
        new LinkedHashMap<>(orEmpty(copy.getMetadata().getAnnotations()));
    annotations.put(ManagedContent.APPLIED_HASH, ManagedContent.hash(desired));
    copy.getMetadata().setAnnotations(annotations);
    copy.getMetadata().setOwnerReferences(Ownership.withOwner(copy, owner));
    return copy;
  }

  /** Whether {@code observed} must be updated to match {@code desired}. */
  public static boolean needsUpdate(
      HasMetadata desired, HasMetadata observed, KaiwoQueueConfig owner) {
    Map<String, String> labels = orEmpty(observed.getMetadata().getLabels());
    boolean labelsPresent =
        orEmpty(desired.getMetadata().getLabels()).entrySet().stream()
            .allMatch(e -> Objects.equals(labels.get(e.getKey()), e.getValue()));
    String applied =
        orEmpty(observed.getMetadata().getAnnotations()).get(ManagedContent.APPLIED_HASH);
    return !Ownership.referencesCurrent(observed, owner)
        || !labelsPresent
        || !ManagedContent.hash(desired).equals(applied)
        || !ManagedContent.contains(ManagedContent.of(observed), ManagedContent.of(desired));
  }

  private static <T extends HasMetadata> void kind(
      List<T> desired,
      List<T> observed,
      KaiwoQueueConfig owner,
      List<KueueAction> applies,
      List<KueueAction> deletes) {
    Map<String, T> byKey = index(observed, KueueSyncPlan::key);
    Map<String, T> wanted = index(desired, KueueSyncPlan::key);
    for (T object : desired) {
      T existing = byKey.get(key(object));
      if (existing == null) {
        applies.add(new KueueAction.Create(forCreation(object, owner)));
      } else if (existing.getMetadata().getDeletionTimestamp() != null) {
        applies.add(new KueueAction.Wait(existing, "it is being deleted"));
      } else if (needsUpdate(object, existing, owner)) {
        applies.add(new KueueAction.Update(merged(object, existing, owner)));
      }
    }
    for (T existing : observed) {
      if (!wanted.containsKey(key(existing))
          && Ownership.ownedBy(existing, owner.getMetadata().getName())
          && existing.getMetadata().getDeletionTimestamp() == null) {
        deletes.add(new KueueAction.Delete(existing));
      }
    }
  }

  private static boolean isPriorityClass(KueueAction action) {
    return "WorkloadPriorityClass".equals(action.object().getKind());
  }

  private static String key(HasMetadata object) {
    return object.getMetadata().getNamespace() + "/" + object.getMetadata().getName();
  }

  private static <T> Map<String, T> index(List<T> objects, Function<T, String> key) {
    Map<String, T> index = new LinkedHashMap<>();
    objects.forEach(o -> index.put(key.apply(o), o));
    return index;
  }
}
