package ai.silogen.kaiwo.operator.queue;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.external.kueue.v1alpha1.Topology;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.WorkloadPriorityClass;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ClusterQueue;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfigSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ResourceFlavorSpec;
import ai.silogen.kaiwo.operator.support.FieldError;
import ai.silogen.kaiwo.operator.support.KubernetesNames;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Checks what the CRD schema cannot: unique and valid names of every managed object and valid
 * namespace names. A config with problems is not applied at all, so a typo never deletes queues.
 */
public final class QueueConfigValidator {

  private QueueConfigValidator() {}

  /** The problems of {@code spec}, each naming its field. */
  public static List<FieldError> validate(KaiwoQueueConfigSpec spec) {
    List<FieldError> errors = new ArrayList<>();
    names(
        errors,
        "spec.resourceFlavors",
        ".name",
        spec.getResourceFlavors(),
        ResourceFlavorSpec::getName);
    names(errors, "spec.clusterQueues", ".name", spec.getClusterQueues(), ClusterQueue::getName);
    names(
        errors,
        "spec.workloadPriorityClasses",
        ".metadata.name",
        spec.getWorkloadPriorityClasses(),
        w -> w.getMetadata() == null ? null : w.getMetadata().getName());
    names(
        errors,
        "spec.topologies",
        ".metadata.name",
        spec.getTopologies(),
        t -> t.getMetadata() == null ? null : t.getMetadata().getName());
    List<ClusterQueue> queues = orEmpty(spec.getClusterQueues());
    for (int i = 0; i < queues.size(); i++) {
      List<String> namespaces = orEmpty(queues.get(i).getNamespaces());
      for (int j = 0; j < namespaces.size(); j++) {
        String field = "spec.clusterQueues[" + i + "].namespaces[" + j + "]";
        KubernetesNames.checkLabel(namespaces.get(j))
            .ifPresent(message -> errors.add(new FieldError(field, message)));
      }
    }
    List<WorkloadPriorityClass> classes = orEmpty(spec.getWorkloadPriorityClasses());
    for (int i = 0; i < classes.size(); i++) {
      if (classes.get(i).getValue() == null) {
        errors.add(new FieldError("spec.workloadPriorityClasses[" + i + "].value", "must be set"));
      }
    }
    List<Topology> topologies = orEmpty(spec.getTopologies());
    for (int i = 0; i < topologies.size(); i++) {
      Topology topology = topologies.get(i);
      if (topology.getSpec() == null || orEmpty(topology.getSpec().getLevels()).isEmpty()) {
        errors.add(new FieldError("spec.topologies[" + i + "].spec.levels", "must not be empty"));
      }
    }
    return errors;
  }

  private static <T> void names(
      List<FieldError> errors,
      String field,
      String nameField,
      List<T> items,
      Function<T, String> name) {
    Set<String> seen = new HashSet<>();
    List<T> list = orEmpty(items);
    for (int i = 0; i < list.size(); i++) {
      String value = name.apply(list.get(i));
      String path = field + "[" + i + "]" + nameField;
      Optional<String> problem = KubernetesNames.checkSubdomain(value);
      if (problem.isPresent()) {
        errors.add(new FieldError(path, problem.get()));
      } else if (!seen.add(value)) {
        errors.add(new FieldError(path, "duplicate name '" + value + "'"));
      }
    }
  }
}
