package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Every object the operator creates for one workload.
 *
 * @param context what the objects were built from (plan, storage, queue)
 * @param claims the data and Hugging Face PVCs
 * @param downloadConfig the download ConfigMap, when downloads are configured
 * @param downloadJob the download Job, when downloads are configured
 * @param localQueue the LocalQueue (created only when missing; shared, not owned)
 * @param podService the headless Service through which the pods of a batch Job split over several
 *     pods find each other ({@link Rendezvous})
 * @param workload the batch Job, RayJob, Deployment or AppWrapper (holding the RayService)
 */
public record DesiredState(
    BuildContext context,
    List<PersistentVolumeClaim> claims,
    Optional<ConfigMap> downloadConfig,
    Optional<Job> downloadJob,
    LocalQueue localQueue,
    Optional<Service> podService,
    HasMetadata workload) {

  /** Whether a download Job must succeed before the workload is created. */
  public boolean hasDownloads() {
    return downloadJob.isPresent();
  }

  /**
   * All objects in creation order: PVCs, download ConfigMap and Job, LocalQueue, the pods' Service,
   * then the workload.
   */
  public List<HasMetadata> all() {
    List<HasMetadata> all = new ArrayList<>(claims);
    downloadConfig.ifPresent(all::add);
    downloadJob.ifPresent(all::add);
    all.add(localQueue);
    podService.ifPresent(all::add);
    all.add(workload);
    return all;
  }
}
