package ai.silogen.kaiwo.bench.report;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * {@code --name=value} / {@code --flag} arguments of the benchmark mains. A value that does not
 * parse throws {@link IllegalArgumentException} naming the flag, which {@link BenchMain} prints.
 */
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
    return values.containsKey(name) ? parseInt(name, values.get(name)) : fallback;
  }

  public double number(String name, double fallback) {
    return values.containsKey(name) ? parseDouble(name, values.get(name)) : fallback;
  }

  /** A comma-separated list of integers, e.g. {@code --concurrency=40,160}. */
  public int[] integers(String name, String fallback) {
    return Arrays.stream(string(name, fallback).split(","))
        .mapToInt(value -> parseInt(name, value.strip()))
        .toArray();
  }

  /** A comma-separated list of numbers, e.g. {@code --rates=1000,250}. */
  public double[] numbers(String name, String fallback) {
    return Arrays.stream(string(name, fallback).split(","))
        .mapToDouble(value -> parseDouble(name, value.strip()))
        .toArray();
  }

  private static int parseInt(String name, String value) {
    try {
      return Integer.parseInt(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("--" + name + ": not an integer: '" + value + "'");
    }
  }

  private static double parseDouble(String name, String value) {
    try {
      return Double.parseDouble(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("--" + name + ": not a number: '" + value + "'");
    }
  }
}
