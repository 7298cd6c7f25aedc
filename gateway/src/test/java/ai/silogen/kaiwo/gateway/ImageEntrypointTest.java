package ai.silogen.kaiwo.gateway;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The image's entry point ({@code deploy/image/entrypoint.sh}) gives the gateway, and only the
 * gateway, the Vector API module, on this JDK. (That it leaves the module out on a runtime without
 * it was checked by hand with a jlinked runtime; linking one here would take longer than the rest
 * of this module's tests.)
 */
class ImageEntrypointTest {
  private static final Path SCRIPT =
      Path.of(System.getProperty("kaiwo.repo.root", ".."), "deploy", "image", "entrypoint.sh");

  @TempDir Path dir;

  @Test
  void theGatewayGetsTheVectorModule() throws Exception {
    assertThat(run("gateway", "--port", "8000"))
        .contains("args=gateway --port 8000")
        .contains("vector=true");
  }

  @Test
  void otherCommandsDoNot() throws Exception {
    assertThat(run("operator")).contains("args=operator").contains("vector=false");
  }

  private String run(String... args) throws IOException, InterruptedException {
    ProcessBuilder builder = new ProcessBuilder(SCRIPT.toString());
    builder.command().addAll(List.of(args));
    builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
    builder.environment().put("KAIWO_JAR", probeJar().toString());
    builder.environment().remove("JAVA_TOOL_OPTIONS");
    Process process = builder.redirectErrorStream(true).start();
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String output = new String(process.getInputStream().readAllBytes(), UTF_8);
    assertThat(process.exitValue()).as(output).isZero();
    return output;
  }

  /** A jar whose main class reports its arguments and whether the module was added. */
  private Path probeJar() throws IOException {
    Path jar = dir.resolve("probe.jar");
    Manifest manifest = new Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, ModuleProbe.class.getName());
    String entry = ModuleProbe.class.getName().replace('.', '/') + ".class";
    try (OutputStream file = Files.newOutputStream(jar);
        JarOutputStream out = new JarOutputStream(file, manifest);
        InputStream classFile = ModuleProbe.class.getClassLoader().getResourceAsStream(entry)) {
      out.putNextEntry(new JarEntry(entry));
      classFile.transferTo(out);
      out.closeEntry();
    }
    return jar;
  }

  /** Runs in the child JVM. */
  public static final class ModuleProbe {
    private ModuleProbe() {}

    public static void main(String[] args) {
      boolean vector = ModuleLayer.boot().findModule("jdk.incubator.vector").isPresent();
      System.out.println("args=" + String.join(" ", args) + " vector=" + vector);
    }
  }
}
