package ai.silogen.kaiwo.operator.workload.status;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/** RFC 3339 timestamps with second precision, as Kubernetes writes {@code metav1.Time}. */
public final class Timestamps {

  private Timestamps() {}

  public static String format(Instant instant) {
    return instant.truncatedTo(ChronoUnit.SECONDS).toString();
  }

  /** The instant of {@code value}, or empty when it is absent or not a timestamp. */
  public static Optional<Instant> parse(String value) {
    if (value == null || value.isBlank()) {
      return Optional.empty();
    }
    try {
      return Optional.of(Instant.parse(value));
    } catch (DateTimeParseException e) {
      return Optional.empty();
    }
  }
}
