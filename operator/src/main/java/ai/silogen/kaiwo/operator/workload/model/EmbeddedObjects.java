package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.MappingErrors;
import ai.silogen.kaiwo.api.external.ray.v1.RayJob;
import ai.silogen.kaiwo.api.external.ray.v1.RayService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonMetaSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoServiceSpec;
import ai.silogen.kaiwo.operator.workload.model.InvalidWorkloadException.FieldError;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The user's base objects of a workload ({@code spec.job}, {@code spec.rayJob}, {@code
 * spec.deployment}, {@code spec.rayService}), typed. The API types keep them as raw JSON because
 * their schema is free-form; here a value of the wrong type (e.g. {@code
 * terminationGracePeriodSeconds: 30s}) becomes a field error with its full path, and the workload
 * is reported invalid instead of failing to read.
 */
public final class EmbeddedObjects {

  private EmbeddedObjects() {}

  /** One embedded object field: its path in the Kaiwo object and its type. */
  private record Field<T>(String path, Class<T> type) {}

  private static final Field<Job> JOB = new Field<>("spec.job", Job.class);
  private static final Field<RayJob> RAY_JOB = new Field<>("spec.rayJob", RayJob.class);
  private static final Field<Deployment> DEPLOYMENT =
      new Field<>("spec.deployment", Deployment.class);
  private static final Field<RayService> RAY_SERVICE =
      new Field<>("spec.rayService", RayService.class);

  /** A value that does not convert to its type. */
  public static final class ConversionException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final transient FieldError error;

    ConversionException(FieldError error, Throwable cause) {
      super(error.toString(), cause);
      this.error = error;
    }

    public FieldError error() {
      return error;
    }
  }

  /** Whether an embedded object is given (JSON {@code null} counts as absent). */
  public static boolean given(JsonNode node) {
    return node != null && !node.isNull() && !node.isMissingNode();
  }

  /** {@code spec.job}, typed. */
  public static Optional<Job> job(KaiwoJobSpec spec) {
    return convert(JOB, spec.getJob());
  }

  /** {@code spec.rayJob}, typed. */
  public static Optional<RayJob> rayJob(KaiwoJobSpec spec) {
    return convert(RAY_JOB, spec.getRayJob());
  }

  /** {@code spec.deployment}, typed. */
  public static Optional<Deployment> deployment(KaiwoServiceSpec spec) {
    return convert(DEPLOYMENT, spec.getDeployment());
  }

  /** {@code spec.rayService}, typed. */
  public static Optional<RayService> rayService(KaiwoServiceSpec spec) {
    return convert(RAY_SERVICE, spec.getRayService());
  }

  /** Every embedded object of {@code spec} that does not convert to its type. */
  public static List<FieldError> errors(CommonMetaSpec spec) {
    List<FieldError> errors = new ArrayList<>();
    switch (spec) {
      case KaiwoJobSpec job -> {
        check(errors, JOB, job.getJob());
        check(errors, RAY_JOB, job.getRayJob());
      }
      case KaiwoServiceSpec service -> {
        check(errors, DEPLOYMENT, service.getDeployment());
        check(errors, RAY_SERVICE, service.getRayService());
      }
      default -> {}
    }
    return errors;
  }

  private static void check(List<FieldError> errors, Field<?> field, JsonNode node) {
    try {
      convert(field, node);
    } catch (ConversionException e) {
      errors.add(e.error());
    }
  }

  /**
   * @throws ConversionException naming the field when {@code node} does not fit the type
   */
  private static <T> Optional<T> convert(Field<T> field, JsonNode node) {
    if (!given(node)) {
      return Optional.empty();
    }
    if (!node.isObject()) {
      throw new ConversionException(
          new FieldError(
              field.path(),
              "must be an object, got " + node.getNodeType().name().toLowerCase(Locale.ROOT)),
          null);
    }
    try {
      return Optional.of(ApiSerialization.convert(node, field.type()));
    } catch (IllegalArgumentException e) {
      FieldError error =
          MappingErrors.find(e)
              .map(
                  mapping ->
                      new FieldError(
                          field.path() + "." + MappingErrors.path(mapping),
                          MappingErrors.problem(mapping, node)))
              .orElseGet(
                  () -> new FieldError(field.path(), MappingErrors.firstLine(e.getMessage())));
      throw new ConversionException(error, e);
    }
  }
}
