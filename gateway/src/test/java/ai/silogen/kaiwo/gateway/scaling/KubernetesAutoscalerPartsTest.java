package ai.silogen.kaiwo.gateway.scaling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.gateway.autoscaling.AutoscalerStateDocument;
import ai.silogen.kaiwo.gateway.autoscaling.ModelStateDocument;
import ai.silogen.kaiwo.gateway.discovery.ModelCatalog;
import ai.silogen.kaiwo.gateway.routing.LoadBalancer;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.server.mock.EnableKubernetesMockClient;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The ConfigMap state store and Lease-based leadership against an API server. */
@EnableKubernetesMockClient(crud = true)
class KubernetesAutoscalerPartsTest {
  KubernetesClient client;

  @Test
  void stateRoundTripsThroughAConfigMapItCreates() {
    ConfigMapStateStore store = new ConfigMapStateStore(client, "gw", "state");
    assertThat(store.load()).isEqualTo(AutoscalerStateDocument.empty());
    AutoscalerStateDocument state =
        new AutoscalerStateDocument(
            Map.of("m", ModelStateDocument.ofAverage(12.5)), Instant.parse("2026-01-01T00:00:00Z"));

    store.save(state);
    store.save(state); // updates the existing ConfigMap

    assertThat(store.load()).isEqualTo(state);
    assertThat(client.configMaps().inNamespace("gw").withName("state").get().getData())
        .containsOnlyKeys("models");
  }

  @Test
  void savingTouchesOnlyItsKeySoInstallToolsKeepTheirs() {
    client
        .resource(
            new ConfigMapBuilder()
                .withNewMetadata()
                .withNamespace("gw")
                .withName("shared")
                .addToLabels("app.kubernetes.io/managed-by", "Helm")
                .addToAnnotations("meta.helm.sh/release-name", "kaiwo")
                .endMetadata()
                .addToData("notes", "kept")
                .build())
        .create();
    ConfigMapStateStore store = new ConfigMapStateStore(client, "gw", "shared");
    AutoscalerStateDocument state =
        new AutoscalerStateDocument(
            Map.of("m", ModelStateDocument.ofAverage(3)), Instant.parse("2026-01-01T00:00:00Z"));

    store.save(state);

    var map = client.configMaps().inNamespace("gw").withName("shared").get();
    assertThat(map.getData()).containsEntry("notes", "kept").containsKey("models");
    assertThat(map.getMetadata().getLabels()).containsEntry("app.kubernetes.io/managed-by", "Helm");
    assertThat(map.getMetadata().getAnnotations())
        .containsEntry("meta.helm.sh/release-name", "kaiwo");
    assertThat(store.load()).isEqualTo(state);
  }

  @Test
  void readsKubeAisStateAndIgnoresGarbage() {
    ConfigMapStateStore store = new ConfigMapStateStore(client, "gw", "kubeai");
    client
        .resource(
            new ConfigMapBuilder()
                .withNewMetadata()
                .withNamespace("gw")
                .withName("kubeai")
                .endMetadata()
                .addToData(
                    "models",
                    "{\"models\":{\"llama\":{\"averageActiveRequests\":7.5}},"
                        + "\"lastCalculationTime\":\"2025-10-01T10:00:00.123456789Z\"}")
                .build())
        .create();
    assertThat(store.load().models()).isEqualTo(Map.of("llama", ModelStateDocument.ofAverage(7.5)));

    client
        .configMaps()
        .inNamespace("gw")
        .withName("kubeai")
        .edit(
            map -> {
              map.getData().put("models", "not json");
              return map;
            });
    assertThat(store.load()).isEqualTo(AutoscalerStateDocument.empty());
  }

  @Test
  void exactlyOneReplicaLeadsAndAnotherTakesOverWhenItStops() {
    AutoscalerLoop first = idleLoop();
    AutoscalerLoop second = idleLoop();
    AutoscalerLeadership firstElection = leadership("gw-1", first);
    AutoscalerLeadership secondElection = leadership("gw-2", second);
    try {
      firstElection.start();
      await().atMost(Duration.ofSeconds(10)).until(first::leading);
      secondElection.start();
      await()
          .during(Duration.ofMillis(500))
          .atMost(Duration.ofSeconds(2))
          .until(() -> !second.leading());

      firstElection.close(); // releases the Lease

      await().atMost(Duration.ofSeconds(10)).until(second::leading);
      assertThat(first.leading()).isFalse();
      assertThat(
              client
                  .leases()
                  .inNamespace("gw")
                  .withName("autoscaler")
                  .get()
                  .getSpec()
                  .getHolderIdentity())
          .isEqualTo("gw-2");
    } finally {
      firstElection.close();
      secondElection.close();
      first.close();
      second.close();
    }
  }

  private AutoscalerLeadership leadership(String identity, AutoscalerLoop loop) {
    return new AutoscalerLeadership(
        client,
        "gw",
        "autoscaler",
        identity,
        Duration.ofSeconds(2),
        Duration.ofMillis(1500),
        Duration.ofMillis(100),
        loop);
  }

  private static AutoscalerLoop idleLoop() {
    return new AutoscalerLoop(
        AutoscalerSettings.defaults(ScalingMode.FAST),
        "gw",
        new ModelCatalog(),
        new LoadBalancer(),
        () -> Optional.of(Map.of()),
        (namespace, name, replicas) -> {},
        AutoscalerStateStore.NONE,
        Clock.systemUTC());
  }
}
