package ai.silogen.kaiwo.operator.workload.reconcile;

import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.api.KueueLabels;
import ai.silogen.kaiwo.api.external.appwrapper.v1beta2.AppWrapper;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.Workload;
import ai.silogen.kaiwo.api.external.ray.v1.RayJob;
import ai.silogen.kaiwo.api.external.ray.v1.RayService;
import ai.silogen.kaiwo.operator.workload.model.KaiwoWorkload;
import ai.silogen.kaiwo.operator.workload.model.WorkloadRuntime;
import ai.silogen.kaiwo.operator.workload.status.BatchJobObserver;
import ai.silogen.kaiwo.operator.workload.status.ChildStatus;
import ai.silogen.kaiwo.operator.workload.status.DeploymentObserver;
import ai.silogen.kaiwo.operator.workload.status.KueueAdmission;
import ai.silogen.kaiwo.operator.workload.status.RayJobObserver;
import ai.silogen.kaiwo.operator.workload.status.RayServiceObserver;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The main child of each runtime: its kind, what it says about the workload, and its Kueue
 * admission (the Workload of the Job, RayJob or AppWrapper; one Workload per pod of a Deployment).
 */
final class RuntimeChildren {

  private RuntimeChildren() {}

  /** Kind of the main child of {@code runtime}. */
  static Class<? extends HasMetadata> kind(WorkloadRuntime runtime) {
    return switch (runtime) {
      case BATCH_JOB -> Job.class;
      case RAY_JOB -> RayJob.class;
      case DEPLOYMENT -> Deployment.class;
      case RAY_SERVICE -> AppWrapper.class;
    };
  }

  static ChildStatus status(WorkloadSources<?> sources, KaiwoWorkload workload, HasMetadata child) {
    return switch (child) {
      case Job job ->
          BatchJobObserver.observe(
              job, sources.list(Pod.class, workload.namespace(), pod -> ranBy(pod, workload)));
      case RayJob rayJob -> RayJobObserver.observe(rayJob);
      case Deployment deployment -> DeploymentObserver.observe(deployment);
      case AppWrapper wrapper ->
          RayServiceObserver.observe(
              wrapper,
              sources.get(RayService.class, workload.namespace(), workload.name()).orElse(null));
      default -> throw new IllegalArgumentException("not a workload child: " + child.getKind());
    };
  }

  static KueueAdmission admission(
      WorkloadSources<?> sources, KaiwoWorkload workload, HasMetadata child) {
    Set<String> uids =
        child instanceof Deployment
            ? sources.list(Pod.class, workload.namespace(), pod -> ranBy(pod, workload)).stream()
                .map(pod -> pod.getMetadata().getUid())
                .collect(Collectors.toSet())
            : Set.of(child.getMetadata().getUid());
    return KueueAdmission.of(
        sources.list(
            Workload.class,
            workload.namespace(),
            w ->
                w.getMetadata().getLabels() != null
                    && uids.contains(w.getMetadata().getLabels().get(KueueLabels.JOB_UID))));
  }

  private static boolean ranBy(Pod pod, KaiwoWorkload workload) {
    Map<String, String> labels = pod.getMetadata().getLabels();
    return labels != null
        && workload.uid() != null
        && workload.uid().equals(labels.get(KaiwoLabels.RUN_ID))
        && pod.getMetadata().getDeletionTimestamp() == null;
  }
}
