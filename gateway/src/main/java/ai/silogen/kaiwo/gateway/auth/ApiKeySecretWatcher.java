package ai.silogen.kaiwo.gateway.auth;

import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.informers.ResourceEventHandler;
import io.fabric8.kubernetes.client.informers.SharedIndexInformer;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps an {@link ApiKeyAuthenticator}'s keys equal to the data of the Secrets labelled {@code
 * <label>=true}; a key added, changed or removed takes effect within a watch event.
 */
public final class ApiKeySecretWatcher implements AutoCloseable {
  /** The label that marks Secrets holding gateway API keys. */
  public static final String DEFAULT_LABEL = "kaiwo.silogen.ai/gateway-api-keys";

  private static final Logger LOG = LoggerFactory.getLogger(ApiKeySecretWatcher.class);

  private final KubernetesClient client;
  private final String watchNamespace;
  private final String gatewayNamespace;
  private final String label;
  private final ApiKeyAuthenticator authenticator;
  private SharedIndexInformer<Secret> secrets;

  /**
   * @param watchNamespace the only namespace to watch, or {@code null} for all namespaces
   * @param gatewayNamespace keys of Secrets in this namespace may call every model
   */
  public ApiKeySecretWatcher(
      KubernetesClient client,
      String watchNamespace,
      String gatewayNamespace,
      String label,
      ApiKeyAuthenticator authenticator) {
    this.client = Objects.requireNonNull(client, "client");
    this.watchNamespace = watchNamespace;
    this.gatewayNamespace = Objects.requireNonNull(gatewayNamespace, "gatewayNamespace");
    this.label = Objects.requireNonNull(label, "label");
    this.authenticator = Objects.requireNonNull(authenticator, "authenticator");
  }

  /** Starts watching; completes once the current Secrets are loaded. */
  public CompletableFuture<Void> start() {
    secrets =
        (watchNamespace == null
                ? client.secrets().inAnyNamespace()
                : client.secrets().inNamespace(watchNamespace))
            .withLabel(label, "true")
            .runnableInformer(0);
    secrets.addEventHandler(
        new ResourceEventHandler<>() {
          @Override
          public void onAdd(Secret secret) {
            reload();
          }

          @Override
          public void onUpdate(Secret previous, Secret secret) {
            reload();
          }

          @Override
          public void onDelete(Secret secret, boolean finalStateUnknown) {
            reload();
          }
        });
    return secrets.start().toCompletableFuture().thenRun(this::reload);
  }

  public boolean synced() {
    return secrets != null && secrets.hasSynced();
  }

  private synchronized void reload() {
    ApiKeys keys = ApiKeys.fromSecrets(secrets.getStore().list(), gatewayNamespace);
    authenticator.replaceKeys(keys);
    LOG.debug("{} gateway API keys loaded", keys.size());
  }

  @Override
  public void close() {
    if (secrets != null) {
      secrets.close();
    }
  }
}
