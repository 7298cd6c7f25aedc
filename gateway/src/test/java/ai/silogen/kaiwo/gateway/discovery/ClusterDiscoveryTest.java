package ai.silogen.kaiwo.gateway.discovery;

import static ai.silogen.kaiwo.gateway.discovery.KubernetesFixtures.model;
import static ai.silogen.kaiwo.gateway.discovery.KubernetesFixtures.pod;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.gateway.metrics.GatewayMetrics;
import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import ai.silogen.kaiwo.gateway.routing.Endpoint;
import ai.silogen.kaiwo.gateway.routing.Lease;
import ai.silogen.kaiwo.gateway.routing.LoadBalancer;
import ai.silogen.kaiwo.gateway.routing.LoadBalancingConfig;
import ai.silogen.kaiwo.gateway.routing.PickRequest;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.server.mock.EnableKubernetesMockClient;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.awaitility.core.ConditionFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Models and model pods from the API server become catalog entries and endpoint groups. */
@EnableKubernetesMockClient(crud = true)
class ClusterDiscoveryTest {
  KubernetesClient client;
  private final ModelCatalog catalog = new ModelCatalog();
  private final LoadBalancer loadBalancer = new LoadBalancer();
  private ClusterDiscovery discovery;

  @BeforeEach
  void start() {
    discovery = new ClusterDiscovery(client, null, catalog, loadBalancer, new GatewayMetrics());
  }

  @AfterEach
  void stop() {
    discovery.close();
  }

  @Test
  void readyPodsWithAPortAreTheModelsEndpoints() throws Exception {
    create(model("default", "m", "sql"));
    create(pod("default", "m-1", "m", true, "10.0.0.1:8000", "sql"));
    create(pod("default", "m-2", "m", false, "10.0.0.2:8000"));
    create(pod("default", "other-1", "other", true, "10.0.0.3:8000"));

    discovery.start().get(10, TimeUnit.SECONDS);

    eventually().until(() -> catalog.get("default/m").isPresent());
    eventually()
        .untilAsserted(
            () -> {
              List<Endpoint> endpoints = loadBalancer.group("default/m").endpoints();
              assertThat(endpoints).extracting(Endpoint::name).containsExactly("default/m-1");
              assertThat(endpoints.getFirst().address()).isEqualTo("10.0.0.1:8000");
              assertThat(endpoints.getFirst().adapters()).containsExactly("sql");
            });
    assertThat(catalog.get("default/m").orElseThrow().served().adapters()).containsExactly("sql");
    assertThat(loadBalancer.existingGroup("default/other")).isEmpty();
    assertThat(discovery.synced()).isTrue();
  }

  @Test
  void waitingRequestsWakeWhenAPodBecomesReady() throws Exception {
    create(model("team", "m"));
    create(pod("team", "m-1", "m", false, "10.0.0.1:8000"));
    discovery.start().get(10, TimeUnit.SECONDS);
    eventually().until(() -> catalog.get("team/m").isPresent());
    CompletableFuture<Lease> waiting =
        loadBalancer.group("team/m").awaitEndpoint(PickRequest.of(LoadBalancingConfig.DEFAULT));
    assertThat(waiting).isNotDone();

    client
        .pods()
        .inNamespace("team")
        .resource(pod("team", "m-1", "m", true, "10.0.0.1:8000"))
        .update();

    assertThat(waiting.get(10, TimeUnit.SECONDS).address()).isEqualTo("10.0.0.1:8000");
  }

  @Test
  void podsSeenBeforeTheirModelServeItOnceItAppears() throws Exception {
    create(pod("default", "late-1", "late", true, "10.0.0.9:8000"));
    discovery.start().get(10, TimeUnit.SECONDS);
    assertThat(loadBalancer.existingGroup("default/late")).isEmpty();

    create(model("default", "late"));

    eventually()
        .untilAsserted(
            () ->
                assertThat(loadBalancer.group("default/late").endpoints())
                    .extracting(Endpoint::address)
                    .containsExactly("10.0.0.9:8000"));
  }

  @Test
  void deletingAModelRemovesItsGroupAndFailsItsWaitingRequests() throws Exception {
    Model model = create(model("default", "gone"));
    discovery.start().get(10, TimeUnit.SECONDS);
    eventually().until(() -> catalog.get("default/gone").isPresent());
    CompletableFuture<Lease> waiting =
        loadBalancer
            .group("default/gone")
            .awaitEndpoint(PickRequest.of(LoadBalancingConfig.DEFAULT));

    client.resource(model).delete();

    eventually().until(() -> catalog.get("default/gone").isEmpty());
    assertThat(loadBalancer.existingGroup("default/gone")).isEmpty();
    eventually().until(waiting::isCompletedExceptionally);
    assertThat(waiting.handle((lease, failure) -> failure).get())
        .isInstanceOf(OpenAiError.class)
        .extracting(failure -> ((OpenAiError) failure).status())
        .isEqualTo(404);
  }

  private <T extends HasMetadata> T create(T object) {
    return client.resource(object).create();
  }

  private static ConditionFactory eventually() {
    return await().atMost(Duration.ofSeconds(10)).pollInterval(Duration.ofMillis(20));
  }
}
