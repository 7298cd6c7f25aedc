package ai.silogen.kaiwo.sandbox.kubeconfig;

import io.fabric8.kubernetes.api.model.Config;
import io.fabric8.kubernetes.api.model.ConfigBuilder;
import io.fabric8.kubernetes.client.utils.Serialization;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a kubeconfig whose cluster, user and context are all named {@value #NAME} and point at the
 * sandbox's plain-HTTP loopback address, so kubectl, fabric8 and JOSDK can use it as is.
 */
public final class KubeconfigWriter {

  /** Name of the cluster, user and context. */
  public static final String NAME = "kaiwo-sandbox";

  private KubeconfigWriter() {}

  /** The kubeconfig document for a server URL such as {@code http://127.0.0.1:6443}. */
  public static Config kubeconfig(String serverUrl, String namespace) {
    return new ConfigBuilder()
        .withApiVersion("v1")
        .withKind("Config")
        .addNewCluster()
        .withName(NAME)
        .withNewCluster()
        .withServer(serverUrl)
        .endCluster()
        .endCluster()
        .addNewUser()
        .withName(NAME)
        .withNewUser()
        .endUser()
        .endUser()
        .addNewContext()
        .withName(NAME)
        .withNewContext()
        .withCluster(NAME)
        .withUser(NAME)
        .withNamespace(namespace)
        .endContext()
        .endContext()
        .withCurrentContext(NAME)
        .build();
  }

  /** Writes the kubeconfig atomically (temporary file, then move), creating parent directories. */
  public static void write(Path path, String serverUrl, String namespace) {
    try {
      Path parent = path.toAbsolutePath().getParent();
      Files.createDirectories(parent);
      Path temporary = Files.createTempFile(parent, ".kubeconfig", ".tmp");
      Files.writeString(temporary, Serialization.asYaml(kubeconfig(serverUrl, namespace)));
      Files.move(
          temporary, path, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write kubeconfig " + path, e);
    }
  }
}
