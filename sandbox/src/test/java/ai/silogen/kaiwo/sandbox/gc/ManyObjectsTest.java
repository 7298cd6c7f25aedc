package ai.silogen.kaiwo.sandbox.gc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.sandbox.testing.SandboxExtension;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.OwnerReferenceBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Hundreds of objects: selectors, collection deletes and garbage collection stay correct. */
class ManyObjectsTest {

  @RegisterExtension
  static final SandboxExtension SANDBOX = SandboxExtension.with(b -> b.installClasspathCrds(false));

  static final int DEPENDENTS = 300;

  @Test
  void ownerWithHundredsOfDependentsIsCollectedAndSelectorsStayExact() {
    KubernetesClient client = SANDBOX.client();
    ConfigMap owner =
        client
            .configMaps()
            .resource(
                new ConfigMapBuilder().withNewMetadata().withName("owner").endMetadata().build())
            .create();
    var reference =
        new OwnerReferenceBuilder()
            .withApiVersion("v1")
            .withKind("ConfigMap")
            .withName("owner")
            .withUid(owner.getMetadata().getUid())
            .build();
    List<String> shards = List.of("a", "b", "c");
    for (int i = 0; i < DEPENDENTS; i++) {
      client
          .configMaps()
          .resource(
              new ConfigMapBuilder()
                  .withNewMetadata()
                  .withName("dep-" + i)
                  .addToLabels("shard", shards.get(i % 3))
                  .withOwnerReferences(reference)
                  .endMetadata()
                  .build())
          .create();
    }

    assertThat(client.configMaps().withLabelIn("shard", "a", "b").list().getItems())
        .hasSize(DEPENDENTS * 2 / 3);
    assertThat(client.configMaps().withLabelNotIn("shard", "a", "b").list().getItems())
        .extracting(c -> c.getMetadata().getName())
        .hasSize(DEPENDENTS / 3 + 1)
        .contains("owner", "dep-2", "dep-299");

    client.configMaps().withLabel("shard", "c").delete();
    await()
        .atMost(Duration.ofSeconds(30))
        .pollInterval(Duration.ofMillis(50))
        .until(() -> client.configMaps().withLabel("shard", "c").list().getItems().isEmpty());

    client.configMaps().withName("owner").delete();
    await()
        .atMost(Duration.ofSeconds(60))
        .pollInterval(Duration.ofMillis(100))
        .until(() -> client.configMaps().list().getItems().isEmpty());
  }
}
