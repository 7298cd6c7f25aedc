package ai.silogen.kaiwo.sandbox.controlplane.reconcile;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Optional;

/** The API's timestamp format (RFC 3339, second precision) in both directions. */
public final class Timestamps {

  private Timestamps() {}

  /** Formats {@code instant} as the API stores times, e.g. {@code 2025-01-31T12:00:00Z}. */
  public static String format(Instant instant) {
    return instant.truncatedTo(ChronoUnit.SECONDS).toString();
  }

  /** Parses an API timestamp; empty for {@code null} or unparsable text. */
  public static Optional<Instant> parse(String text) {
    if (text == null || text.isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(Instant.parse(text));
    } catch (java.time.format.DateTimeParseException e) {
      return Optional.empty();
    }
  }
}
