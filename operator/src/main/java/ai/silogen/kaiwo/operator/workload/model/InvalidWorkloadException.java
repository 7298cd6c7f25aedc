package ai.silogen.kaiwo.operator.workload.model;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A Kaiwo object that cannot be turned into children; the message names every bad field, e.g.
 * {@code spec.gpuVendor: unsupported GPU vendor 'intel' (expected amd or nvidia)}.
 */
public final class InvalidWorkloadException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /**
   * One problem: the field path (e.g. {@code spec.secretVolumes[0].mountPath}) and what is wrong.
   */
  public record FieldError(String path, String message) {
    @Override
    public String toString() {
      return path + ": " + message;
    }
  }

  private final transient List<FieldError> errors;

  public InvalidWorkloadException(String object, List<FieldError> errors) {
    super(
        object
            + " is invalid: "
            + errors.stream().map(FieldError::toString).collect(Collectors.joining("; ")));
    this.errors = List.copyOf(errors);
  }

  /** The problems, in field order. */
  public List<FieldError> errors() {
    return errors;
  }

  /** The problems without the object name, as shown in a status condition. */
  public String fieldMessages() {
    return errors.stream().map(FieldError::toString).collect(Collectors.joining("; "));
  }
}
