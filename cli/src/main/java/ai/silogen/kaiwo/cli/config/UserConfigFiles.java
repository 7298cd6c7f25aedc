package ai.silogen.kaiwo.cli.config;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.support.UserError;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Finds and reads {@code kaiwoconfig.yaml}: {@code --config FILE}, else {@code $KAIWOCONFIG}, else
 * {@code $XDG_CONFIG_HOME/kaiwo/kaiwoconfig.yaml} ({@code ~/.config/kaiwo/kaiwoconfig.yaml}). A
 * file named explicitly must exist; the default one is optional.
 */
public final class UserConfigFiles {

  private static final YAMLMapper YAML =
      YAMLMapper.builder().enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES).build();

  private UserConfigFiles() {}

  /** The configuration for {@code explicit} (the {@code --config} flag, may be null). */
  public static UserConfig load(CliContext context, Path explicit) {
    if (explicit != null) {
      return read(explicit, "--config");
    }
    Optional<String> variable = context.getenv("KAIWOCONFIG");
    if (variable.isPresent()) {
      return read(Path.of(variable.get()), "KAIWOCONFIG");
    }
    Path standard = defaultPath(context);
    return Files.isRegularFile(standard) ? read(standard, null) : UserConfig.EMPTY;
  }

  /** {@code $XDG_CONFIG_HOME/kaiwo/kaiwoconfig.yaml}, else under {@code ~/.config}. */
  public static Path defaultPath(CliContext context) {
    Path base =
        context.getenv("XDG_CONFIG_HOME").map(Path::of).orElse(context.home().resolve(".config"));
    return base.resolve("kaiwo").resolve("kaiwoconfig.yaml");
  }

  private static UserConfig read(Path file, String namedBy) {
    if (!Files.isRegularFile(file)) {
      throw new UserError(
          "config file " + file + " does not exist",
          "check " + namedBy + "; the file holds 'user:' and 'clusterQueue:'");
    }
    try {
      String text = Files.readString(file);
      UserConfig config = text.isBlank() ? null : YAML.readValue(text, UserConfig.class);
      return config == null ? UserConfig.EMPTY : config;
    } catch (UnrecognizedPropertyException e) {
      throw new UserError(
          "unknown key '" + e.getPropertyName() + "' in config file " + file,
          "known keys: user, clusterQueue");
    } catch (JsonProcessingException e) {
      throw new UserError(
          "config file " + file + " is not valid: " + e.getOriginalMessage(),
          "expected YAML like 'user: alice@example.com'");
    } catch (IOException e) {
      throw new UserError("cannot read config file " + file + ": " + e.getMessage(), null);
    }
  }
}
