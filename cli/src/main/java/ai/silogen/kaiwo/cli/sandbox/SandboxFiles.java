package ai.silogen.kaiwo.cli.sandbox;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The files a running sandbox keeps next to its kubeconfig: its process id (for {@code kaiwo
 * sandbox --stop}), its log when started in the background, the URL of its gateway (read by {@code
 * kaiwo chat}) and that of its simulated GPU metrics exporter (read by {@code kaiwo monitor}).
 */
public record SandboxFiles(Path kubeconfig) {

  /** File next to the kubeconfig holding the gateway's OpenAI base URL. */
  public static final String GATEWAY_URL = "gateway-url";

  /** File next to the kubeconfig holding the simulated GPU metrics exporter's /metrics URL. */
  public static final String METRICS_URL = "metrics-url";

  public Path directory() {
    return kubeconfig.toAbsolutePath().getParent();
  }

  public Path pid() {
    return directory().resolve("sandbox.pid");
  }

  public Path log() {
    return directory().resolve("sandbox.log");
  }

  public Path gatewayUrl() {
    return directory().resolve(GATEWAY_URL);
  }

  /** The recorded gateway URL of the sandbox whose kubeconfig is {@code kubeconfig}. */
  public static Optional<String> gatewayUrlNextTo(Path kubeconfig) {
    return readTrimmed(new SandboxFiles(kubeconfig).gatewayUrl());
  }

  public Path metricsUrl() {
    return directory().resolve(METRICS_URL);
  }

  /** The recorded GPU metrics URL of the sandbox whose kubeconfig is {@code kubeconfig}. */
  public static Optional<String> metricsUrlNextTo(Path kubeconfig) {
    return readTrimmed(new SandboxFiles(kubeconfig).metricsUrl());
  }

  /** The recorded process id, when the file exists. */
  public Optional<Long> recordedPid() {
    return readTrimmed(pid()).flatMap(SandboxFiles::parseLong);
  }

  static Optional<String> readTrimmed(Path file) {
    try {
      return Files.isRegularFile(file)
          ? Optional.of(Files.readString(file).trim()).filter(s -> !s.isEmpty())
          : Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    }
  }

  private static Optional<Long> parseLong(String text) {
    try {
      return Optional.of(Long.parseLong(text));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  /** Writes {@code content} to {@code file}, creating the directory. */
  static void write(Path file, String content) {
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      Files.writeString(file, content + "\n");
    } catch (IOException e) {
      throw new java.io.UncheckedIOException("cannot write " + file, e);
    }
  }

  static void deleteQuietly(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException e) {
      // Best effort on shutdown: a stale file is detected later (its process is gone).
    }
  }
}
