package ai.silogen.kaiwo.operator.monitoring;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the samples of chosen metrics from the Prometheus text exposition format (what GPU metrics
 * exporters serve on {@code /metrics}). Comments and other metrics are skipped; a malformed line is
 * skipped rather than failing the whole scrape.
 */
public final class ExpositionParser {

  private ExpositionParser() {}

  public static List<Sample> parse(String text, Set<String> metrics) {
    List<Sample> samples = new ArrayList<>();
    text.lines().forEach(line -> parseLine(line, metrics).ifPresent(samples::add));
    return samples;
  }

  /**
   * The sample on one line of the exposition, if it is one of {@code metrics}; for callers that
   * stream the text rather than hold all of it.
   */
  public static Optional<Sample> parseLine(String raw, Set<String> metrics) {
    String line = raw.strip();
    if (line.isEmpty() || line.startsWith("#")) {
      return Optional.empty();
    }
    int nameEnd = 0;
    while (nameEnd < line.length() && line.charAt(nameEnd) != '{' && line.charAt(nameEnd) != ' ') {
      nameEnd++;
    }
    String name = line.substring(0, nameEnd);
    if (!metrics.contains(name)) {
      return Optional.empty();
    }
    Map<String, String> labels = new LinkedHashMap<>();
    int rest = nameEnd;
    if (rest < line.length() && line.charAt(rest) == '{') {
      rest = readLabels(line, rest + 1, labels);
      if (rest < 0) {
        return Optional.empty();
      }
    }
    String[] fields = line.substring(rest).strip().split("\\s+");
    try {
      return Optional.of(new Sample(name, labels, Double.parseDouble(fields[0])));
    } catch (NumberFormatException e) {
      // Not a sample line after all: skip it.
      return Optional.empty();
    }
  }

  /** Reads {@code key="value",...}} from {@code start}; returns the index after '}' or -1. */
  private static int readLabels(String line, int start, Map<String, String> labels) {
    int i = start;
    while (i < line.length()) {
      char c = line.charAt(i);
      if (c == '}') {
        return i + 1;
      }
      if (c == ',' || c == ' ') {
        i++;
        continue;
      }
      int equals = line.indexOf('=', i);
      if (equals < 0 || equals + 1 >= line.length() || line.charAt(equals + 1) != '"') {
        return -1;
      }
      String key = line.substring(i, equals).strip();
      StringBuilder value = new StringBuilder();
      i = equals + 2;
      while (i < line.length() && line.charAt(i) != '"') {
        char v = line.charAt(i);
        if (v == '\\' && i + 1 < line.length()) {
          char escaped = line.charAt(++i);
          value.append(escaped == 'n' ? '\n' : escaped);
        } else {
          value.append(v);
        }
        i++;
      }
      labels.put(key, value.toString());
      i++;
    }
    return -1;
  }
}
