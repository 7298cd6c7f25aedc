package ai.silogen.kaiwo.enginesim.metrics;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A strict little parser of the Prometheus text format for tests: every line must be a comment, a
 * {@code # HELP}/{@code # TYPE} line or a sample {@code name{labels} value}; samples are keyed by
 * {@code name{labels}} exactly as written.
 */
public final class PrometheusSamples {

  private static final Pattern SAMPLE =
      Pattern.compile(
          "([a-zA-Z_:][a-zA-Z0-9_:]*)(\\{(?:[a-zA-Z_][a-zA-Z0-9_]*=\"(?:[^\"\\\\]|\\\\.)*\",?)*})?"
              + " (\\S+)");
  private static final Pattern TYPE =
      Pattern.compile(
          "# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)");

  private final Map<String, Double> samples = new LinkedHashMap<>();
  private final Map<String, String> types = new LinkedHashMap<>();

  private PrometheusSamples() {}

  /**
   * Parses an exposition.
   *
   * @throws IllegalArgumentException on the first malformed line
   */
  public static PrometheusSamples parse(String text) {
    PrometheusSamples parsed = new PrometheusSamples();
    for (String line : text.split("\n")) {
      if (line.startsWith("# TYPE")) {
        Matcher m = TYPE.matcher(line);
        if (!m.matches()) {
          throw new IllegalArgumentException("bad TYPE line: " + line);
        }
        parsed.types.put(m.group(1), m.group(2));
      } else if (!line.startsWith("#") && !line.isBlank()) {
        Matcher m = SAMPLE.matcher(line);
        if (!m.matches()) {
          throw new IllegalArgumentException("bad sample line: " + line);
        }
        String labels = m.group(2) == null ? "" : m.group(2);
        parsed.samples.put(m.group(1) + labels, Double.parseDouble(m.group(3)));
      }
    }
    return parsed;
  }

  /** The value of {@code name{labels}} as written, e.g. {@code x{model_name="m"}}. */
  public double value(String key) {
    Double value = samples.get(key);
    if (value == null) {
      throw new IllegalArgumentException("no sample " + key + " in " + samples.keySet());
    }
    return value;
  }

  /** The declared type of a metric family. */
  public String type(String name) {
    return types.get(name);
  }

  public Map<String, Double> samples() {
    return samples;
  }
}
