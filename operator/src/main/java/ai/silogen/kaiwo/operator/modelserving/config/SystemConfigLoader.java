package ai.silogen.kaiwo.operator.modelserving.config;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Reads and validates the system configuration. The file comes from {@code kaiwo render
 * --model-config}, else the environment variable {@value #ENV_PATH}, else KubeAI's {@value
 * #ENV_PATH_KUBEAI}; without any, the built-in default ({@value #DEFAULT_RESOURCE} on the class
 * path) is used, which fits the sandbox's simulated nodes and common GPU clusters.
 */
public final class SystemConfigLoader {

  /** Environment variable naming the config file. */
  public static final String ENV_PATH = "KAIWO_MODEL_CONFIG";

  /** KubeAI's environment variable naming the config file, honoured for drop-in compatibility. */
  public static final String ENV_PATH_KUBEAI = "CONFIG_PATH";

  /** Class-path location of the built-in default configuration. */
  public static final String DEFAULT_RESOURCE =
      "/ai/silogen/kaiwo/operator/modelserving/system-config.yaml";

  private static final ObjectMapper YAML =
      new ObjectMapper(new YAMLFactory()).enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);

  private SystemConfigLoader() {}

  /** The built-in default configuration. */
  public static SystemConfig defaults() {
    try (InputStream in = SystemConfigLoader.class.getResourceAsStream(DEFAULT_RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing class-path resource " + DEFAULT_RESOURCE);
      }
      return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), DEFAULT_RESOURCE);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * The configuration the operator runs with.
   *
   * @param flagPath value of the command-line flag, or {@code null}
   * @param env the process environment
   * @throws SystemConfigException when the file is unreadable or invalid, naming the key
   */
  public static SystemConfig resolve(String flagPath, Map<String, String> env) {
    Optional<Path> path = configuredPath(flagPath, env);
    return path.isPresent() ? load(path.get()) : defaults();
  }

  /** The config file named by the flag or the environment, if any. */
  public static Optional<Path> configuredPath(String flagPath, Map<String, String> env) {
    for (String candidate : new String[] {flagPath, env.get(ENV_PATH), env.get(ENV_PATH_KUBEAI)}) {
      if (candidate != null && !candidate.isBlank()) {
        return Optional.of(Path.of(candidate.trim()));
      }
    }
    return Optional.empty();
  }

  /** Reads and validates the configuration at {@code path}. */
  public static SystemConfig load(Path path) {
    String text;
    try {
      text = Files.readString(path);
    } catch (IOException e) {
      throw new SystemConfigException(path.toString(), List.of("cannot read file: " + e));
    }
    return parse(text, path.toString());
  }

  /**
   * Parses and validates YAML.
   *
   * @param source where the text came from, for messages
   */
  public static SystemConfig parse(String yaml, String source) {
    SystemConfig config;
    try {
      config = YAML.readValue(yaml, SystemConfig.class);
    } catch (JsonMappingException e) {
      throw new SystemConfigException(source, List.of(keyOf(e) + ": " + e.getOriginalMessage()));
    } catch (JacksonException e) {
      throw new SystemConfigException(source, List.of("malformed YAML: " + e.getOriginalMessage()));
    }
    if (config == null) {
      throw new SystemConfigException(source, List.of("the document is empty"));
    }
    List<String> problems = SystemConfigValidator.problems(config);
    if (!problems.isEmpty()) {
      throw new SystemConfigException(source, problems);
    }
    return config;
  }

  /** The dotted key of a mapping error, e.g. {@code resourceProfiles.cpu.requests}. */
  private static String keyOf(JsonMappingException e) {
    String key =
        e.getPath().stream()
            .map(
                ref ->
                    ref.getFieldName() != null
                        ? "." + ref.getFieldName()
                        : "[" + ref.getIndex() + "]")
            .collect(Collectors.joining());
    return key.isEmpty() ? "(document)" : key.substring(key.startsWith(".") ? 1 : 0);
  }
}
