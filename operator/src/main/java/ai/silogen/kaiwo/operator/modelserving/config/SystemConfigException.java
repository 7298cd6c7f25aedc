package ai.silogen.kaiwo.operator.modelserving.config;

import java.util.List;

/** An invalid system configuration; the message names the source and every offending key. */
public final class SystemConfigException extends RuntimeException {

  private final List<String> problems;

  public SystemConfigException(String source, List<String> problems) {
    super("invalid model-serving system config " + source + ": " + String.join("; ", problems));
    this.problems = List.copyOf(problems);
  }

  /** Each problem as {@code key: what is wrong}. */
  public List<String> problems() {
    return problems;
  }
}
