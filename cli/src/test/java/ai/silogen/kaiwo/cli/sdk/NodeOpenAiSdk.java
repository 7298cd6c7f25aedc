package ai.silogen.kaiwo.cli.sdk;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The official OpenAI Node SDK, at the version {@code src/test/node/openai-sdk/package-lock.json}
 * pins, installed with {@code npm ci} into {@code target/openai-sdk}, and the script there that
 * calls a gateway with it ({@code calls.mjs}).
 */
final class NodeOpenAiSdk {
  private static final Path SOURCE = Path.of("src", "test", "node", "openai-sdk");
  private static final Path INSTALLED = Path.of("target", "openai-sdk");
  private static final List<String> FILES =
      List.of("package.json", "package-lock.json", "calls.mjs");

  private NodeOpenAiSdk() {}

  /** Copies the script and its lock file to {@code target/} and installs the SDK there. */
  static void install() {
    try {
      Files.createDirectories(INSTALLED);
      for (String file : FILES) {
        Files.copy(
            SOURCE.resolve(file), INSTALLED.resolve(file), StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    run(
        List.of("npm", "ci", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"),
        180);
  }

  /**
   * Runs {@code calls.mjs} against the gateway at {@code baseUrl}.
   *
   * @param models the model names the script's calls use, by role (see the script's header)
   * @return what each call observed, by call
   */
  static JsonNode calls(String baseUrl, Map<String, String> models) {
    ObjectMapper json = new ObjectMapper();
    try {
      String out = run(List.of("node", "calls.mjs", baseUrl, json.writeValueAsString(models)), 120);
      return json.readTree(out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String run(List<String> command, int timeoutSeconds) {
    try {
      Path out = Files.createTempFile("openai-sdk", ".out");
      Path log = Files.createTempFile("openai-sdk", ".log");
      Process process =
          new ProcessBuilder(command)
              .directory(INSTALLED.toFile())
              .redirectOutput(out.toFile())
              .redirectError(log.toFile())
              .start();
      process.getOutputStream().close();
      if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new IllegalStateException(String.join(" ", command) + " timed out");
      }
      if (process.exitValue() != 0) {
        throw new IllegalStateException(
            String.join(" ", command)
                + " exited with "
                + process.exitValue()
                + ":\n"
                + Files.readString(log));
      }
      return Files.readString(out, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }
}
