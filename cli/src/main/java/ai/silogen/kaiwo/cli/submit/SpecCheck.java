package ai.silogen.kaiwo.cli.submit;

import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.operator.cluster.GpuVendor;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the API server cannot refuse but the operator would: a value its schema leaves free-form
 * ({@code spec.gpuVendor} is a plain string in the CRD, as in the original). Checked before
 * anything is sent, so a workload that could never run is not created.
 */
final class SpecCheck {

  private SpecCheck() {}

  /**
   * @throws UserError naming the document and field of the first refused value
   */
  static void check(List<Manifest> manifests) {
    for (Manifest manifest : manifests) {
      refusal(manifest)
          .ifPresent(
              why -> {
                throw new UserError(
                    manifest.where()
                        + " ("
                        + manifest.ref()
                        + "): spec.gpuVendor: "
                        + why
                        + (manifests.size() > 1 ? "\nnothing was submitted" : ""),
                    "set spec.gpuVendor to amd or nvidia, or leave it out for amd");
              });
    }
  }

  static Optional<String> refusal(Manifest manifest) {
    if (!manifest.kind().isKaiwoWorkload()
        || !(manifest.object().getAdditionalProperties().get("spec") instanceof Map<?, ?> spec)) {
      return Optional.empty();
    }
    return spec.get("gpuVendor") instanceof String vendor
        ? GpuVendor.refusal(vendor)
        : Optional.empty();
  }
}
