package ai.silogen.kaiwo.sandbox.server;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.testing.RawApi;
import ai.silogen.kaiwo.sandbox.testing.RawApi.Reply;
import ai.silogen.kaiwo.sandbox.testing.SandboxExtension;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@code /scale} subresource of Models (CRD scale paths) and Deployments. */
class ScaleSubresourceTest {

  @RegisterExtension static final SandboxExtension SANDBOX = new SandboxExtension();

  static final String MODELS = "/apis/kubeai.org/v1/namespaces/default/models";

  static RawApi api;
  static KubernetesClient client;

  @BeforeAll
  static void connect() {
    api = new RawApi(SANDBOX.sandbox().masterUrl());
    client = SANDBOX.client();
  }

  private static JsonNode model(String name) {
    JsonNode created =
        api.post(
                MODELS,
                "{\"apiVersion\":\"kubeai.org/v1\",\"kind\":\"Model\","
                    + "\"metadata\":{\"name\":\""
                    + name
                    + "\"},\"spec\":{\"url\":\"hf://o/m\","
                    + "\"engine\":\"VLLM\",\"features\":[],\"replicas\":1}}")
            .json();
    ObjectNode status = created.deepCopy();
    status.putObject("status").putObject("replicas").put("all", 1).put("ready", 1);
    return api.put(MODELS + "/" + name + "/status", Json.write(status)).json();
  }

  @Test
  void getReadsSpecAndStatusReplicasPaths() {
    model("scale-get");

    JsonNode scale = api.get(MODELS + "/scale-get/scale").json();

    assertThat(scale.path("kind").asText()).isEqualTo("Scale");
    assertThat(scale.path("apiVersion").asText()).isEqualTo("autoscaling/v1");
    assertThat(scale.path("metadata").path("name").asText()).isEqualTo("scale-get");
    assertThat(scale.path("spec").path("replicas").asInt()).isEqualTo(1);
    assertThat(scale.path("status").path("replicas").asInt()).isEqualTo(1);
  }

  @Test
  void putWritesSpecReplicasAndBumpsGeneration() {
    JsonNode before = model("scale-put");
    ObjectNode scale = api.get(MODELS + "/scale-put/scale").json().deepCopy();
    ((ObjectNode) scale.path("spec")).put("replicas", 4);

    Reply reply = api.put(MODELS + "/scale-put/scale", Json.write(scale));

    assertThat(reply.code()).isEqualTo(200);
    assertThat(reply.json().path("spec").path("replicas").asInt()).isEqualTo(4);
    JsonNode after = api.get(MODELS + "/scale-put").json();
    assertThat(after.path("spec").path("replicas").asInt()).isEqualTo(4);
    assertThat(after.path("metadata").path("generation").asLong())
        .isEqualTo(before.path("metadata").path("generation").asLong() + 1);
    assertThat(after.path("status").path("replicas").path("all").asInt()).isEqualTo(1);
  }

  @Test
  void patchOfTheScaleWorksLikeKubectlScale() {
    model("scale-patch");

    Reply reply =
        api.patch(
            MODELS + "/scale-patch/scale",
            "application/merge-patch+json",
            "{\"spec\":{\"replicas\":0}}");

    assertThat(reply.code()).isEqualTo(200);
    assertThat(api.get(MODELS + "/scale-patch").json().path("spec").path("replicas").asInt())
        .isZero();
  }

  @Test
  void staleScaleWritesConflict() {
    model("scale-stale");
    ObjectNode scale = api.get(MODELS + "/scale-stale/scale").json().deepCopy();
    ((ObjectNode) scale.path("metadata")).put("resourceVersion", "1");
    ((ObjectNode) scale.path("spec")).put("replicas", 3);

    assertThat(api.put(MODELS + "/scale-stale/scale", Json.write(scale)).code()).isEqualTo(409);
  }

  @Test
  void deploymentsScaleThroughTheClient() {
    client
        .apps()
        .deployments()
        .resource(
            new DeploymentBuilder()
                .withNewMetadata()
                .withName("web")
                .endMetadata()
                .withNewSpec()
                .withReplicas(1)
                .withNewSelector()
                .addToMatchLabels("app", "web")
                .endSelector()
                .withNewTemplate()
                .withNewMetadata()
                .addToLabels("app", "web")
                .endMetadata()
                .withNewSpec()
                .addNewContainer()
                .withName("web")
                .withImage("nginx")
                .endContainer()
                .endSpec()
                .endTemplate()
                .endSpec()
                .build())
        .create();

    Deployment scaled = client.apps().deployments().withName("web").scale(3);

    assertThat(client.apps().deployments().withName("web").get().getSpec().getReplicas())
        .isEqualTo(3);
    assertThat(scaled).isNotNull();
    JsonNode scale = api.get("/apis/apps/v1/namespaces/default/deployments/web/scale").json();
    assertThat(scale.path("status").path("selector").asText()).isEqualTo("app=web");
  }
}
