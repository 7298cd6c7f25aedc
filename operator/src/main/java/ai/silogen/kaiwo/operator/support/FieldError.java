package ai.silogen.kaiwo.operator.support;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A problem with one field of a resource, reported in its status.
 *
 * @param field path of the field, e.g. {@code spec.scheduling.pendingThresholdForPreemption}
 * @param message what is wrong, e.g. {@code invalid duration '5 min'}
 */
public record FieldError(String field, String message) {

  @Override
  public String toString() {
    return field + ": " + message;
  }

  /** The errors joined into one status message. */
  public static String summary(List<FieldError> errors) {
    return errors.stream().map(FieldError::toString).collect(Collectors.joining("; "));
  }
}
