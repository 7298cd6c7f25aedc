package ai.silogen.kaiwo.enginesim.config;

/** A configuration value is missing or invalid; the message starts with the offending key. */
public final class EngineConfigException extends IllegalArgumentException {

  private final String key;

  public EngineConfigException(String key, String problem) {
    super(key + ": " + problem);
    this.key = key;
  }

  /** The environment variable, command-line flag or builder field that was rejected. */
  public String key() {
    return key;
  }
}
