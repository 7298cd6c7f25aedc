package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ValueReference;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The Secrets the download Job reads credentials from. Each referenced Secret is mounted once at
 * {@code /app/secrets/<secretName>} with the referenced keys as files, and a reference without an
 * explicit {@code file} points at {@code /app/secrets/<secretName>/<secretKey>}.
 */
final class DownloadSecrets {

  static final String ROOT = "/app/secrets";

  /** Secret name to the keys used from it, sorted for stable output. */
  private final Map<String, Set<String>> keys = new TreeMap<>();

  /** Records {@code reference} and fills in its file path; {@code null} is ignored. */
  void use(ValueReference reference) {
    if (reference == null || reference.getSecretName() == null) {
      return;
    }
    if (reference.getSecretKey() != null) {
      keys.computeIfAbsent(reference.getSecretName(), k -> new TreeSet<>())
          .add(reference.getSecretKey());
      if (reference.getFile() == null || reference.getFile().isBlank()) {
        reference.setFile(ROOT + "/" + reference.getSecretName() + "/" + reference.getSecretKey());
      }
    }
  }

  /** Secret name to the keys used from it. */
  Map<String, Set<String>> keys() {
    return keys;
  }

  /** Directory where {@code secretName} is mounted. */
  static String mountPath(String secretName) {
    return ROOT + "/" + secretName;
  }
}
