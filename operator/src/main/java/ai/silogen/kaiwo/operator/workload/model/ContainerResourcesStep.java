package ai.silogen.kaiwo.operator.workload.model;

import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.ResourceRequirements;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * Container resources: the {@link ResourceDefaults} fill in what a container does not set itself
 * (its explicit values win), keeping every request at or below its limit. The GPU count of the
 * primary container of a GPU pod is the one exception: {@code gpus}/{@code gpusPerReplica} decide
 * it, whatever the container says.
 */
final class ContainerResourcesStep implements PodTemplateStep {

  @Override
  public void apply(PodTemplateSpec template, BuildContext context, PodRole role) {
    Container primary = PodTemplates.primary(template);
    ResourceRequirements shared = ResourceDefaults.shared(context);
    for (Container container : PodTemplates.all(template)) {
      boolean isPrimary = container == primary;
      merge(container, isPrimary ? ResourceDefaults.primary(context, role) : shared);
    }
    if (role.getsGpus() && context.plan().hasGpus()) {
      Quantity gpus = new Quantity(Integer.toString(context.plan().gpusPerReplica()));
      primary.getResources().getRequests().put(context.gpuResourceKey(), gpus);
      primary.getResources().getLimits().put(context.gpuResourceKey(), gpus);
    }
  }

  private static void merge(Container container, ResourceRequirements defaults) {
    ResourceRequirements own = container.getResources();
    ResourceRequirements merged = new ResourceRequirements();
    merged.setRequests(copy(own == null ? null : own.getRequests()));
    merged.setLimits(copy(own == null ? null : own.getLimits()));
    Set<String> keys = new LinkedHashSet<>(defaults.getRequests().keySet());
    keys.addAll(defaults.getLimits().keySet());
    for (String key : keys) {
      Quantity request = merged.getRequests().get(key);
      Quantity limit = merged.getLimits().get(key);
      if (request == null && limit == null) {
        putIfPresent(merged.getRequests(), key, defaults.getRequests().get(key));
        putIfPresent(merged.getLimits(), key, defaults.getLimits().get(key));
      } else {
        Quantity fallback = defaults.getLimits().getOrDefault(key, defaults.getRequests().get(key));
        ResourceDefaults.fillPair(
            merged, key, fallback == null ? firstOf(request, limit) : fallback);
      }
    }
    if (own != null && own.getClaims() != null) {
      merged.setClaims(own.getClaims());
    }
    container.setResources(merged);
  }

  private static Quantity firstOf(Quantity a, Quantity b) {
    return a != null ? a : b;
  }

  private static void putIfPresent(Map<String, Quantity> map, String key, Quantity value) {
    if (value != null) {
      map.put(key, value);
    }
  }

  private static Map<String, Quantity> copy(Map<String, Quantity> source) {
    return source == null ? new LinkedHashMap<>() : new LinkedHashMap<>(source);
  }
}
