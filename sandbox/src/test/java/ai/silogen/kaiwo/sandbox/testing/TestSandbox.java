package ai.silogen.kaiwo.sandbox.testing;

import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.SandboxBuilder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/**
 * Starts sandboxes for tests: random port, kubeconfig in a fresh temporary directory (deleted on
 * close, the user's {@code ~/.kaiwo} is never touched), classpath CRDs installed.
 *
 * <pre>{@code
 * try (Sandbox sandbox = TestSandbox.start()) { ... }
 * try (Sandbox sandbox = TestSandbox.start(b -> b.component(new Kubelet()))) { ... }
 * }</pre>
 */
public final class TestSandbox {

  private TestSandbox() {}

  /** A started sandbox with test defaults. */
  public static Sandbox start() {
    return start(builder -> {});
  }

  /** A started sandbox with test defaults, then {@code customizer}'s settings. */
  public static Sandbox start(Consumer<SandboxBuilder> customizer) {
    SandboxBuilder builder =
        Sandbox.builder().port(0).kubeconfig(temporaryKubeconfig()).deleteKubeconfigOnClose(true);
    customizer.accept(builder);
    return builder.start();
  }

  private static Path temporaryKubeconfig() {
    try {
      Path directory = Files.createTempDirectory("kaiwo-sandbox");
      directory.toFile().deleteOnExit();
      return directory.resolve("kubeconfig");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
