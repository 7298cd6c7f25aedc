package ai.silogen.kaiwo.operator.workload.model;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonMetaSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoServiceSpec;
import io.fabric8.kubernetes.api.model.HasMetadata;
import java.util.Map;

/**
 * A KaiwoJob or KaiwoService seen through what the builders need: its metadata, its common spec and
 * what runs it.
 *
 * @param resource the KaiwoJob or KaiwoService (treated as read-only)
 * @param spec its spec (never {@code null})
 * @param runtime what runs it
 */
public record KaiwoWorkload(HasMetadata resource, CommonMetaSpec spec, WorkloadRuntime runtime) {

  /** A KaiwoJob: a RayJob when {@code ray: true} or {@code rayJob} is given, else a batch Job. */
  public static KaiwoWorkload of(KaiwoJob job) {
    KaiwoJobSpec spec = job.getSpec() == null ? new KaiwoJobSpec() : job.getSpec();
    boolean ray = EmbeddedObjects.given(spec.getRayJob()) || Boolean.TRUE.equals(spec.getRay());
    return new KaiwoWorkload(job, spec, ray ? WorkloadRuntime.RAY_JOB : WorkloadRuntime.BATCH_JOB);
  }

  /**
   * A KaiwoService: a RayService when {@code ray: true} or {@code rayService}, else a Deployment.
   */
  public static KaiwoWorkload of(KaiwoService service) {
    KaiwoServiceSpec spec = service.getSpec() == null ? new KaiwoServiceSpec() : service.getSpec();
    boolean ray = EmbeddedObjects.given(spec.getRayService()) || Boolean.TRUE.equals(spec.getRay());
    return new KaiwoWorkload(
        service, spec, ray ? WorkloadRuntime.RAY_SERVICE : WorkloadRuntime.DEPLOYMENT);
  }

  /**
   * A KaiwoJob or KaiwoService given as any object.
   *
   * @throws IllegalArgumentException for other kinds
   */
  public static KaiwoWorkload of(HasMetadata resource) {
    return switch (resource) {
      case KaiwoJob job -> of(job);
      case KaiwoService service -> of(service);
      default ->
          throw new IllegalArgumentException(
              "not a KaiwoJob or KaiwoService: " + resource.getKind());
    };
  }

  public String name() {
    return resource.getMetadata().getName();
  }

  public String namespace() {
    return resource.getMetadata().getNamespace();
  }

  public String uid() {
    return resource.getMetadata().getUid();
  }

  /** {@code KaiwoJob} or {@code KaiwoService}. */
  public String kind() {
    return resource.getKind();
  }

  /** Whether this is a KaiwoJob. */
  public boolean isJob() {
    return resource instanceof KaiwoJob;
  }

  /** Value of the {@code kaiwo.silogen.ai/type} label: {@code job} or {@code service}. */
  public String type() {
    return isJob() ? KaiwoLabels.TYPE_JOB : KaiwoLabels.TYPE_SERVICE;
  }

  /** The entrypoint script, or {@code null}. */
  public String entrypoint() {
    return switch (spec) {
      case KaiwoJobSpec job -> job.getEntrypoint();
      case KaiwoServiceSpec service -> service.getEntrypoint();
      default -> null;
    };
  }

  /** The object's labels (never {@code null}). */
  public Map<String, String> labels() {
    return orEmpty(resource.getMetadata().getLabels());
  }

  /** The object's annotations (never {@code null}). */
  public Map<String, String> annotations() {
    return orEmpty(resource.getMetadata().getAnnotations());
  }
}
