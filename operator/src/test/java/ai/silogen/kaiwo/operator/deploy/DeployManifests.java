package ai.silogen.kaiwo.operator.deploy;

import ai.silogen.kaiwo.api.ApiSerialization;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.rbac.ClusterRole;
import io.fabric8.kubernetes.api.model.rbac.Role;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * The installation manifests under {@code deploy/}, read with fabric8 as kubectl would send them.
 */
final class DeployManifests {

  /** The {@code deploy/} folder (tests run in the module folder). */
  static final Path ROOT = Path.of("..", "deploy");

  private DeployManifests() {}

  /** Every manifest file, by path relative to {@code deploy/}, with its objects. */
  static Map<String, List<HasMetadata>> byFile() {
    Map<String, List<HasMetadata>> files = new TreeMap<>();
    try (Stream<Path> paths = Files.walk(ROOT)) {
      for (Path path : paths.filter(DeployManifests::isManifest).toList()) {
        files.put(
            ROOT.relativize(path).toString(), ApiSerialization.readAll(Files.readString(path)));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return files;
  }

  /** Every object of every manifest. */
  static List<HasMetadata> all() {
    return byFile().values().stream().flatMap(List::stream).toList();
  }

  /** The object of {@code type} named {@code name}. */
  static <T extends HasMetadata> T find(Class<T> type, String name) {
    return all().stream()
        .filter(type::isInstance)
        .map(type::cast)
        .filter(o -> o.getMetadata().getName().equals(name))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no " + type.getSimpleName() + " " + name));
  }

  /** The ClusterRoles and Roles whose names start with {@code prefix}. */
  static List<HasMetadata> roles(String prefix) {
    return all().stream()
        .filter(o -> o instanceof ClusterRole || o instanceof Role)
        .filter(o -> o.getMetadata().getName().startsWith(prefix))
        .toList();
  }

  private static boolean isManifest(Path path) {
    String name = path.getFileName().toString();
    return Files.isRegularFile(path)
        && (name.endsWith(".yaml") || name.endsWith(".yml"))
        && !name.equals("kustomization.yaml");
  }
}
