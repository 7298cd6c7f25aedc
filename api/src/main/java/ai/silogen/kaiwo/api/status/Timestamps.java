package ai.silogen.kaiwo.api.status;

import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/** The API's timestamp format ({@code metav1.Time}: RFC 3339, second precision) both ways. */
public final class Timestamps {

  private Timestamps() {}

  /** {@code instant} as the API server stores times, e.g. {@code 2025-01-31T12:00:00Z}. */
  public static String format(Instant instant) {
    return instant.truncatedTo(ChronoUnit.SECONDS).toString();
  }

  /** The instant of {@code text}, or empty when it is absent or not a timestamp. */
  public static Optional<Instant> parse(String text) {
    if (text == null || text.isBlank()) {
      return Optional.empty();
    }
    try {
      return Optional.of(Instant.parse(text));
    } catch (DateTimeParseException e) {
      return Optional.empty();
    }
  }
}
