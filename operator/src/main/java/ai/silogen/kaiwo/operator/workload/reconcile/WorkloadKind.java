package ai.silogen.kaiwo.operator.workload.reconcile;

import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.api.external.appwrapper.v1beta2.AppWrapper;
import ai.silogen.kaiwo.api.external.ray.v1.RayJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoServiceStatus;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * What differs between the KaiwoJob and KaiwoService controllers: the primary kind, the kinds of
 * children they own, and which owners of Kueue Workloads lead back to them.
 *
 * @param primary KaiwoJob or KaiwoService
 * @param type value of the {@code kaiwo.silogen.ai/type} label of its children
 * @param owned kinds of children it controls (watched through owner references)
 * @param queuedKinds kinds of its children that Kueue creates Workloads for
 * @param emptyStatus a new, empty status of the right type
 */
record WorkloadKind<P extends HasMetadata>(
    Class<P> primary,
    String type,
    List<Class<? extends HasMetadata>> owned,
    Set<String> queuedKinds,
    Supplier<CommonStatus> emptyStatus) {

  static final WorkloadKind<KaiwoJob> JOB =
      new WorkloadKind<>(
          KaiwoJob.class,
          KaiwoLabels.TYPE_JOB,
          List.of(
              Job.class, RayJob.class, Service.class, PersistentVolumeClaim.class, ConfigMap.class),
          Set.of("Job", "RayJob"),
          KaiwoJobStatus::new);

  static final WorkloadKind<KaiwoService> SERVICE =
      new WorkloadKind<>(
          KaiwoService.class,
          KaiwoLabels.TYPE_SERVICE,
          List.of(
              Job.class,
              Deployment.class,
              AppWrapper.class,
              PersistentVolumeClaim.class,
              ConfigMap.class),
          Set.of("AppWrapper", "Pod"),
          KaiwoServiceStatus::new);

  /** Whether this is the KaiwoService controller (it also watches pods and RayServices). */
  boolean isService() {
    return primary == KaiwoService.class;
  }
}
