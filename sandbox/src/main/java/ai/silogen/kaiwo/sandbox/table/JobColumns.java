package ai.silogen.kaiwo.sandbox.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/** STATUS, COMPLETIONS and DURATION of {@code kubectl get jobs}. */
final class JobColumns {

  private JobColumns() {}

  static Object status(JsonNode job) {
    if (job.path("metadata").hasNonNull("deletionTimestamp")) {
      return "Terminating";
    }
    for (String type : new String[] {"Failed", "Complete", "Suspended", "FailureTarget"}) {
      for (JsonNode condition : job.path("status").path("conditions")) {
        if (condition.path("type").asText().equals(type)
            && condition.path("status").asText().equals("True")) {
          return type;
        }
      }
    }
    return "Running";
  }

  static Object completions(JsonNode job) {
    long succeeded = job.path("status").path("succeeded").asLong(0);
    JsonNode completions = job.path("spec").path("completions");
    if (completions.isNumber()) {
      return succeeded + "/" + completions.asLong();
    }
    long parallelism = job.path("spec").path("parallelism").asLong(1);
    return parallelism > 1 ? succeeded + "/1 of " + parallelism : succeeded + "/1";
  }

  static Object duration(JsonNode job, Clock clock) {
    Instant start = instant(job.path("status").path("startTime").asText(null));
    if (start == null) {
      return "";
    }
    Instant end = instant(job.path("status").path("completionTime").asText(null));
    return HumanDuration.format(Duration.between(start, end == null ? clock.instant() : end));
  }

  static Instant instant(String timestamp) {
    if (timestamp == null || timestamp.isEmpty()) {
      return null;
    }
    try {
      return Instant.parse(timestamp);
    } catch (DateTimeParseException e) {
      return null;
    }
  }
}
