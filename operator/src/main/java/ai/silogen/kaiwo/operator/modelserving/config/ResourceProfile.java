package ai.silogen.kaiwo.operator.modelserving.config;

import io.fabric8.kubernetes.api.model.Affinity;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.Toleration;
import java.util.List;
import java.util.Map;

/**
 * What one unit of a resource profile asks for and where it may run. A Model's {@code
 * resourceProfile: <name>:<N>} multiplies {@link #requests} and {@link #limits} by N; the
 * scheduling fields are copied unchanged.
 *
 * @param imageName key into {@code modelServers.<engine>.images}; {@code default} when unset
 * @param requests container resource requests of one unit
 * @param limits container resource limits of one unit
 * @param nodeSelector node labels the pod requires
 * @param affinity pod affinity
 * @param tolerations pod tolerations
 * @param schedulerName scheduler of the pod
 * @param runtimeClassName runtime class of the pod
 */
public record ResourceProfile(
    String imageName,
    Map<String, Quantity> requests,
    Map<String, Quantity> limits,
    Map<String, String> nodeSelector,
    Affinity affinity,
    List<Toleration> tolerations,
    String schedulerName,
    String runtimeClassName) {

  public ResourceProfile {
    requests = requests == null ? Map.of() : Map.copyOf(requests);
    limits = limits == null ? Map.of() : Map.copyOf(limits);
    nodeSelector = nodeSelector == null ? Map.of() : Map.copyOf(nodeSelector);
    tolerations = tolerations == null ? List.of() : List.copyOf(tolerations);
  }
}
