package ai.silogen.kaiwo.operator.modelserving.spec;

import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.VolumeMount;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Environment variables, volumes and mounts to add to a container and its pod (credentials of a
 * model source, a claim holding the model). Variables and volumes are keyed (and ordered) by name,
 * so merging two additions never duplicates one.
 *
 * @param env variables by name
 * @param volumes pod volumes by name
 * @param mounts container mounts
 */
public record PodAdditions(
    Map<String, EnvVar> env, Map<String, Volume> volumes, List<VolumeMount> mounts) {

  public PodAdditions {
    // Sorted, so that the pod spec (and its hash) does not depend on insertion order.
    env = Collections.unmodifiableSortedMap(new TreeMap<>(env));
    volumes = Collections.unmodifiableSortedMap(new TreeMap<>(volumes));
    mounts = List.copyOf(mounts);
  }

  public static PodAdditions none() {
    return new PodAdditions(Map.of(), Map.of(), List.of());
  }

  /** These additions plus {@code other}'s (its variables win on a name clash). */
  public PodAdditions plus(PodAdditions other) {
    Map<String, EnvVar> mergedEnv = new LinkedHashMap<>(env);
    mergedEnv.putAll(other.env);
    Map<String, Volume> mergedVolumes = new LinkedHashMap<>(volumes);
    mergedVolumes.putAll(other.volumes);
    List<VolumeMount> mergedMounts = new ArrayList<>(mounts);
    other.mounts.stream()
        .filter(
            m ->
                mounts.stream()
                    .noneMatch(existing -> existing.getMountPath().equals(m.getMountPath())))
        .forEach(mergedMounts::add);
    return new PodAdditions(mergedEnv, mergedVolumes, mergedMounts);
  }
}
