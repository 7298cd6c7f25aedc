package ai.silogen.kaiwo.operator.workload.model;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.LabelSelectors;
import ai.silogen.kaiwo.operator.workload.model.InvalidWorkloadException.FieldError;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.LabelSelector;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.List;
import java.util.Map;

/**
 * A Deployment's or Job's selector must match the labels of the pods it creates. The API server
 * refuses one that does not (a fake API server may not, and a Deployment controller then creates
 * pods without end, none of which it counts as its own). Only the user's base object can break
 * this, so the error names its selector, and the check runs on the built object because Kaiwo adds
 * labels to both sides.
 */
final class TemplateSelectors {

  private TemplateSelectors() {}

  /**
   * @throws InvalidWorkloadException when the selector of {@code built} does not match its pods
   */
  static void check(KaiwoWorkload workload, HasMetadata built) {
    switch (built) {
      case Deployment deployment when deployment.getSpec() != null ->
          check(
              workload,
              "spec.deployment.spec.selector",
              deployment.getSpec().getSelector(),
              deployment.getSpec().getTemplate());
      case Job job when job.getSpec() != null ->
          check(
              workload,
              "spec.job.spec.selector",
              job.getSpec().getSelector(),
              job.getSpec().getTemplate());
      default -> {}
    }
  }

  private static void check(
      KaiwoWorkload workload, String path, LabelSelector selector, PodTemplateSpec template) {
    if (selector == null) {
      return;
    }
    Map<String, String> labels =
        template == null || template.getMetadata() == null
            ? Map.of()
            : orEmpty(template.getMetadata().getLabels());
    boolean matches;
    try {
      matches = LabelSelectors.matches(ApiSerialization.toTree(selector), labels);
    } catch (IllegalArgumentException e) {
      throw invalid(workload, path, e.getMessage());
    }
    if (!matches) {
      throw invalid(
          workload,
          path,
          "does not match the pod template's labels "
              + labels
              + " (the template's own labels plus those Kaiwo adds); the API server would refuse"
              + " it");
    }
  }

  private static InvalidWorkloadException invalid(
      KaiwoWorkload workload, String path, String message) {
    return new InvalidWorkloadException(
        workload.kind() + " " + workload.name(), List.of(new FieldError(path, message)));
  }
}
