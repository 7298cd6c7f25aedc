package ai.silogen.kaiwo.operator.kaiwoconfig;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.net.HttpURLConnection;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Creates the KaiwoConfig singleton with an empty spec when it does not exist, so that the API
 * server fills in every default and administrators find a complete object to edit.
 */
public final class KaiwoConfigBootstrap {

  private static final Logger LOG = LoggerFactory.getLogger(KaiwoConfigBootstrap.class);

  private KaiwoConfigBootstrap() {}

  /** Creates {@code KaiwoConfig/kaiwo} unless it exists; true when this call created it. */
  public static boolean ensure(KubernetesClient client) {
    var resource = client.resources(KaiwoConfig.class).withName(Singletons.NAME);
    if (resource.get() != null) {
      return false;
    }
    KaiwoConfig config = new KaiwoConfig();
    config.setMetadata(new ObjectMetaBuilder().withName(Singletons.NAME).build());
    config.setSpec(new KaiwoConfigSpec());
    try {
      client.resource(config).create();
      LOG.info("created KaiwoConfig {} with default settings", Singletons.NAME);
      return true;
    } catch (KubernetesClientException e) {
      if (e.getCode() == HttpURLConnection.HTTP_CONFLICT) {
        return false;
      }
      throw e;
    }
  }
}
