package ai.silogen.kaiwo.sandbox.controlplane.reconcile;

import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.OwnerReference;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/** Event-to-key mappings shared by the controllers. */
public final class ObjectKeys {

  private ObjectKeys() {}

  /** Maps an object to its own key. */
  public static List<ObjectKey> self(HasMetadata object) {
    return List.of(ObjectKey.of(object));
  }

  /** Maps an object to the key of its controller owner when that owner is of {@code kind}. */
  public static Function<HasMetadata, List<ObjectKey>> controllerOf(String kind) {
    return object ->
        controllerRef(object)
            .filter(ref -> kind.equals(ref.getKind()))
            .map(ref -> List.of(new ObjectKey(object.getMetadata().getNamespace(), ref.getName())))
            .orElse(List.of());
  }

  /**
   * Maps an object to the key named by its {@code label}, in its own namespace (how pods point at
   * the RayCluster or AppWrapper they belong to).
   */
  public static Function<HasMetadata, List<ObjectKey>> namedByLabel(String label) {
    return object ->
        Optional.ofNullable(object.getMetadata().getLabels())
            .map(labels -> labels.get(label))
            .map(name -> List.of(new ObjectKey(object.getMetadata().getNamespace(), name)))
            .orElse(List.of());
  }

  /** The owner reference marked {@code controller: true}, if any. */
  public static Optional<OwnerReference> controllerRef(HasMetadata object) {
    return object.getMetadata().getOwnerReferences().stream()
        .filter(ref -> Boolean.TRUE.equals(ref.getController()))
        .findFirst();
  }
}
