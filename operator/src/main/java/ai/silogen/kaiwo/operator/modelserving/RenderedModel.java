package ai.silogen.kaiwo.operator.modelserving;

import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The objects the controller would create for a Model in an empty namespace.
 *
 * @param configMaps the files ConfigMap, if the Model has files
 * @param claims the cache claim, with a cache profile
 * @param jobs the cache load Job, with a cache profile
 * @param pods one pod per desired replica (named by {@code generateName}, as created); for a Model
 *     at zero replicas the pod one replica would run, which {@code note} explains
 * @param note what the objects do not show by themselves (a Model at zero replicas), or empty
 */
public record RenderedModel(
    List<ConfigMap> configMaps,
    List<PersistentVolumeClaim> claims,
    List<Job> jobs,
    List<Pod> pods,
    Optional<String> note) {

  public RenderedModel {
    configMaps = List.copyOf(configMaps);
    claims = List.copyOf(claims);
    jobs = List.copyOf(jobs);
    pods = List.copyOf(pods);
    Objects.requireNonNull(note, "note");
  }

  /** Everything, in the order the controller creates it. */
  public List<HasMetadata> all() {
    List<HasMetadata> all = new ArrayList<>(configMaps);
    all.addAll(claims);
    all.addAll(jobs);
    all.addAll(pods);
    return all;
  }
}
