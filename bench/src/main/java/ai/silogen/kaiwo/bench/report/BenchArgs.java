package ai.silogen.kaiwo.bench.report;

import java.util.HashMap;
import java.util.Map;

/** {@code --name=value} / {@code --flag} arguments of the benchmark mains. */
public final class BenchArgs {
  private final Map<String, String> values = new HashMap<>();

  public BenchArgs(String[] args) {
    for (String arg : args) {
      if (!arg.startsWith("--")) {
        throw new IllegalArgumentException("unexpected argument " + arg);
      }
      int equals = arg.indexOf('=');
      values.put(
          equals < 0 ? arg.substring(2) : arg.substring(2, equals),
          equals < 0 ? "true" : arg.substring(equals + 1));
    }
  }

  public boolean flag(String name) {
    return Boolean.parseBoolean(values.getOrDefault(name, "false"));
  }

  public String string(String name, String fallback) {
    return values.getOrDefault(name, fallback);
  }

  public int integer(String name, int fallback) {
    return values.containsKey(name) ? Integer.parseInt(values.get(name)) : fallback;
  }

  public double number(String name, double fallback) {
    return values.containsKey(name) ? Double.parseDouble(values.get(name)) : fallback;
  }
}
