package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.external.ray.v1.RayService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.DownloadTaskConfig;
import ai.silogen.kaiwo.operator.cluster.ClusterFacts;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.Optional;

/**
 * Entry point of the desired-state model: a KaiwoJob or KaiwoService and the cluster facts give
 * every object the operator would create for it. Used by the reconcilers and by {@code kaiwo
 * render}, so both always agree.
 */
public final class DesiredStateBuilder {

  private DesiredStateBuilder() {}

  /**
   * Builds the desired state of {@code resource}.
   *
   * @param resource a KaiwoJob or KaiwoService as stored (CRD defaults applied); not modified
   * @throws InvalidWorkloadException naming every invalid field
   */
  public static DesiredState build(
      HasMetadata resource, ClusterFacts facts, WorkloadOptions options) {
    KaiwoWorkload workload = KaiwoWorkload.of(ApiSerialization.copy(resource));
    WorkloadValidator.validate(workload);
    BuildContext context = BuildContext.of(workload, facts, options);
    Optional<DownloadTaskConfig> downloads = Optional.empty();
    DownloadSecrets secrets = new DownloadSecrets();
    if (context.storage().downloads()) {
      downloads = Optional.of(DownloadConfigBuilder.taskConfig(context, secrets));
    }
    HasMetadata main = workloadObject(context);
    TemplateSelectors.check(workload, main);
    return new DesiredState(
        context,
        StorageClaimsBuilder.build(context),
        downloads.map(config -> DownloadConfigBuilder.configMap(context, config)),
        downloads.map(config -> DownloadJobBuilder.build(context, secrets)),
        LocalQueueBuilder.build(context),
        main instanceof Job job ? Rendezvous.service(context, job) : Optional.empty(),
        main);
  }

  private static HasMetadata workloadObject(BuildContext context) {
    return switch (context.workload().runtime()) {
      case BATCH_JOB -> BatchJobBuilder.build(context);
      case RAY_JOB -> RayJobBuilder.build(context);
      case DEPLOYMENT -> DeploymentBuilder.build(context);
      case RAY_SERVICE -> {
        RayService service = RayServiceBuilder.build(context);
        yield AppWrapperBuilder.build(context, service);
      }
    };
  }
}
