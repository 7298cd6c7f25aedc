package ai.silogen.kaiwo.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClasspathCrdsTest {

  static String crd(String plural) {
    return """
        apiVersion: apiextensions.k8s.io/v1
        kind: CustomResourceDefinition
        metadata:
          name: %s.example.com
        spec:
          group: example.com
          names: {kind: K, plural: %s}
          scope: Namespaced
          versions: [{name: v1, served: true, storage: true}]
        """
        .formatted(plural, plural);
  }

  @Test
  void findsGeneratedAndHandWrittenCrdsInDirectoriesAndJars(@TempDir Path dir) throws IOException {
    Path classes = dir.resolve("classes");
    Files.createDirectories(classes.resolve("META-INF/fabric8"));
    Files.createDirectories(classes.resolve("sandbox/crds"));
    Files.writeString(classes.resolve("META-INF/fabric8/alphas.example.com-v1.yml"), crd("alphas"));
    Files.writeString(classes.resolve("META-INF/fabric8/ignored.json"), "{}");
    Files.writeString(
        classes.resolve("sandbox/crds/betas.yaml"),
        crd("betas") + "---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: not-a-crd}\n");
    Path jar = dir.resolve("crds.jar");
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
      // directory entries, as Maven's jar plugin writes them
      out.putNextEntry(new JarEntry("sandbox/"));
      out.putNextEntry(new JarEntry("sandbox/crds/"));
      put(out, "sandbox/crds/gammas.yaml", crd("gammas"));
      put(out, "sandbox/crds/nested/deltas.yaml", crd("deltas"));
    }

    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {classes.toUri().toURL(), jar.toUri().toURL()}, null)) {
      List<JsonNode> crds = ClasspathCrds.load(loader);

      assertThat(crds)
          .extracting(c -> c.path("metadata").path("name").asText())
          .containsExactly("alphas.example.com", "betas.example.com", "gammas.example.com");
    }
  }

  private static void put(JarOutputStream jar, String name, String text) throws IOException {
    jar.putNextEntry(new JarEntry(name));
    OutputStream out = jar;
    out.write(text.getBytes(StandardCharsets.UTF_8));
    jar.closeEntry();
  }
}
