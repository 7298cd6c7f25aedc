package ai.silogen.kaiwo.gateway.scaling;

import java.util.HashMap;
import java.util.Map;

/**
 * Reads one sample family (a gauge or a counter) from a Prometheus text exposition, keyed by one
 * label: enough to sum {@code kaiwo_gateway_requests_active{model="..."}} across gateway replicas
 * without a client library. Lines of other families, comments and samples without the label are
 * skipped.
 */
final class PrometheusGauges {
  private PrometheusGauges() {}

  /**
   * The samples of {@code family}, by the value of {@code label}; samples with the same label value
   * are added up.
   *
   * @throws IllegalArgumentException for a sample of the family that cannot be read
   */
  static Map<String, Double> parse(String text, String family, String label) {
    Map<String, Double> values = new HashMap<>();
    for (String line : text.split("\n")) {
      if (!line.startsWith(family)
          || line.length() == family.length()
          || (line.charAt(family.length()) != '{' && line.charAt(family.length()) != ' ')) {
        continue;
      }
      int labelsEnd = line.charAt(family.length()) == '{' ? line.indexOf('}') : family.length();
      if (labelsEnd < 0) {
        throw new IllegalArgumentException("unterminated labels: " + line);
      }
      String key = labelValue(line.substring(family.length(), labelsEnd + 1), label);
      if (key == null) {
        continue;
      }
      String[] rest = line.substring(labelsEnd + 1).strip().split("\\s+");
      try {
        values.merge(key, Double.parseDouble(rest[0]), Double::sum);
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("bad sample value: " + line, e);
      }
    }
    return values;
  }

  /** The (unescaped) value of {@code label} in {@code {a="x",b="y"}}, or {@code null}. */
  private static String labelValue(String labels, String label) {
    String marker = label + "=\"";
    int at = 0;
    while ((at = labels.indexOf(marker, at)) >= 0) {
      char before = at == 0 ? '{' : labels.charAt(at - 1);
      if (before == '{' || before == ',') {
        StringBuilder value = new StringBuilder();
        for (int i = at + marker.length(); i < labels.length(); i++) {
          char c = labels.charAt(i);
          if (c == '\\' && i + 1 < labels.length()) {
            char next = labels.charAt(++i);
            value.append(next == 'n' ? '\n' : next);
          } else if (c == '"') {
            return value.toString();
          } else {
            value.append(c);
          }
        }
        return null;
      }
      at += marker.length();
    }
    return null;
  }
}
