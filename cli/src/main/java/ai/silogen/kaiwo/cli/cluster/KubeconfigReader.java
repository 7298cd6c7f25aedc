package ai.silogen.kaiwo.cli.cluster;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.fabric8.kubernetes.api.model.NamedContext;
import io.fabric8.kubernetes.api.model.NamedExtension;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.internal.KubeConfigUtils;
import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Loads a kubeconfig into a client {@link Config} like {@code Config.fromKubeconfig(context,
 * file)}, without its cost at start-up: fabric8 parses kubeconfigs with a serializer that, because
 * kubeconfig extensions may hold any Kubernetes object, first loads every model class on the class
 * path (a second and more on each CLI call). Here extensions stay plain maps; merging contexts,
 * clusters and users is still fabric8's.
 */
final class KubeconfigReader {

  // The keys under which fabric8 remembers each entry's file, to resolve relative certificate
  // paths (private constants of KubeConfigUtils).
  private static final String CONTEXT_FILE = "KUBERNETES_CONFIG_CONTEXT_FILE_KEY";
  private static final String CLUSTER_FILE = "KUBERNETES_CONFIG_CLUSTER_FILE_KEY";
  private static final String AUTH_INFO_FILE = "KUBERNETES_CONFIG_AUTH_INFO_FILE_KEY";

  private static final ObjectMapper YAML =
      YAMLMapper.builder()
          .addMixIn(NamedExtension.class, PlainExtension.class)
          .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
          .build();

  /** Reads {@code extension} as plain JSON values instead of typed Kubernetes objects. */
  abstract static class PlainExtension {
    @JsonDeserialize(using = JsonDeserializer.None.class)
    Object extension;

    @JsonDeserialize(using = JsonDeserializer.None.class)
    abstract void setExtension(Object extension);
  }

  /** The {@code --context} named is not in the kubeconfig. */
  static final class UnknownContext extends RuntimeException {
    final List<String> known;

    UnknownContext(String context, List<String> known) {
      super("context \"" + context + "\" not found");
      this.known = known;
    }
  }

  private KubeconfigReader() {}

  /** The client configuration of {@code context} (null: the current context) in {@code file}. */
  static Config load(Path file, String context) throws IOException {
    io.fabric8.kubernetes.api.model.Config kubeconfig =
        YAML.readValue(file.toFile(), io.fabric8.kubernetes.api.model.Config.class);
    requireContext(kubeconfig, context);
    File source = file.toFile();
    if (kubeconfig.getContexts() != null) {
      kubeconfig.getContexts().forEach(c -> c.getAdditionalProperties().put(CONTEXT_FILE, source));
    }
    if (kubeconfig.getClusters() != null) {
      kubeconfig.getClusters().forEach(c -> c.getAdditionalProperties().put(CLUSTER_FILE, source));
    }
    if (kubeconfig.getUsers() != null) {
      kubeconfig.getUsers().forEach(u -> u.getAdditionalProperties().put(AUTH_INFO_FILE, source));
    }
    Config config = Config.empty();
    KubeConfigUtils.merge(config, context, kubeconfig);
    return config;
  }

  /**
   * fabric8 falls back to the current context when the named one does not exist; on a kubeconfig of
   * several clusters a typo would then send a submit or delete to the wrong one.
   */
  private static void requireContext(
      io.fabric8.kubernetes.api.model.Config kubeconfig, String context) {
    if (context == null) {
      return;
    }
    List<String> names =
        kubeconfig.getContexts() == null
            ? List.of()
            : kubeconfig.getContexts().stream().map(NamedContext::getName).toList();
    if (!names.contains(context)) {
      throw new UnknownContext(context, names);
    }
  }
}
