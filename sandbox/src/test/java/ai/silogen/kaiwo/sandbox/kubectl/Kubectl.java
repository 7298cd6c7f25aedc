package ai.silogen.kaiwo.sandbox.kubectl;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs the stock kubectl binary against a kubeconfig, with its own discovery cache. */
final class Kubectl {

  /** What a kubectl invocation printed. */
  record Result(int exitCode, String out, String err) {
    String all() {
      return out + err;
    }
  }

  private final Path kubeconfig;
  private final Path cacheDir;

  Kubectl(Path kubeconfig, Path cacheDir) {
    this.kubeconfig = kubeconfig;
    this.cacheDir = cacheDir;
  }

  Result run(String... args) {
    return withInput(null, args);
  }

  /** Runs kubectl with {@code stdin} piped in (may be null). */
  Result withInput(String stdin, String... args) {
    try {
      Process process = start(args);
      if (stdin != null) {
        process.getOutputStream().write(stdin.getBytes(StandardCharsets.UTF_8));
      }
      process.getOutputStream().close();
      if (!process.waitFor(60, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new IllegalStateException("kubectl " + String.join(" ", args) + " timed out");
      }
      return new Result(
          process.exitValue(),
          new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8),
          new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** Starts a long-running kubectl (e.g. {@code get -w}); the caller destroys it. */
  Process start(String... args) throws IOException {
    List<String> command =
        new ArrayList<>(
            List.of(
                "kubectl",
                "--kubeconfig",
                kubeconfig.toString(),
                "--cache-dir",
                cacheDir.toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.environment().remove("KUBECONFIG");
    return builder.start();
  }
}
