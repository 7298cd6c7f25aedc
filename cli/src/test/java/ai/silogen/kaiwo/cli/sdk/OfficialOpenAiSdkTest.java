package ai.silogen.kaiwo.cli.sdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.cli.testing.Submitted;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import ai.silogen.kaiwo.sandbox.testing.TestTools;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Applications reach the gateway through OpenAI's SDKs, which parse streams and errors their own
 * way and retry on their own policy. This drives the sandbox's gateway with the official Node SDK
 * ({@code src/test/node/openai-sdk/calls.mjs}) and checks what each call observed.
 */
class OfficialOpenAiSdkTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  private static final String MODELS =
      String.join(
          "---\n",
          model(
              "chat",
              "TextGeneration",
              "VLLM",
              "minReplicas: 1",
              "adapters: [{name: sql, url: \"hf://example/qwen-sql-lora\"}]"),
          model("embed", "TextEmbedding", "Infinity", "minReplicas: 1"),
          model("whisper", "SpeechToText", "FasterWhisper", "minReplicas: 1"),
          model("sleepy", "TextGeneration", "VLLM", "minReplicas: 0"),
          model("held", "TextGeneration", "VLLM", "autoscalingDisabled: true", "replicas: 0"));

  /** What the engine simulator answers: words of three letters, each followed by a space. */
  private static final String SIMULATED_ANSWER = "([a-z]{3} )+";

  private static String ns;
  private static JsonNode observed;

  @BeforeAll
  static void callTheGatewayThroughTheSdk() {
    TestTools.require("node", "npm");
    NodeOpenAiSdk.install();
    ns = CLUSTER.newNamespace("sdk");
    Submitted.submitAndWait(CLUSTER.cli(), ns, MODELS);
    observed =
        NodeOpenAiSdk.calls(
            CLUSTER.localCluster().gatewayUrl(),
            Map.of(
                "chat", ns + "/chat",
                "adapter", ns + "/chat_sql",
                "embedding", ns + "/embed",
                "transcription", ns + "/whisper",
                "coldStart", ns + "/sleepy",
                "heldAtZero", ns + "/held",
                "unknown", ns + "/nonexistent"));
  }

  @Test
  void listsTheTextGenerationModelsAndAdaptersByDefault() {
    List<String> ids = new ArrayList<>();
    succeeded("models").get("ids").forEach(id -> ids.add(id.asText()));

    assertThat(ids)
        .contains(ns + "/chat", ns + "/chat_sql", ns + "/sleepy", ns + "/held")
        .doesNotContain(ns + "/embed", ns + "/whisper");
  }

  @Test
  void answersAChatCompletionWithItsUsage() {
    JsonNode chat = succeeded("chat");

    assertThat(chat.get("content").asText()).matches(SIMULATED_ANSWER);
    assertThat(chat.at("/usage/completion_tokens").asInt()).isEqualTo(4);
    String requestId = chat.get("requestId").asText();
    assertThat(requestId).as("from x-request-id").matches("[0-9a-f]{32}");
    assertThat(chat.get("id").asText())
        .as("the engine took the gateway's id as its own, as vLLM does")
        .isEqualTo("chatcmpl-" + requestId);
  }

  @Test
  void streamsChunksTheSdkReassemblesWithTheUsageLast() {
    JsonNode stream = succeeded("stream");

    assertThat(stream.get("chunks").asInt()).as("role chunk, 5 tokens, usage chunk").isEqualTo(7);
    assertThat(stream.get("content").asText()).matches(SIMULATED_ANSWER);
    assertThat(stream.at("/usage/completion_tokens").asInt()).isEqualTo(5);
  }

  @Test
  void servesACompletionFromAnAdapter() {
    JsonNode completion = succeeded("adapterCompletion");

    assertThat(completion.get("text").asText()).matches(SIMULATED_ANSWER);
    assertThat(completion.get("finishReason").asText()).isEqualTo("length");
  }

  @Test
  void embedsABatchOfInputs() {
    JsonNode embeddings = succeeded("embeddings");

    assertThat(embeddings.get("count").asInt()).isEqualTo(2);
    assertThat(embeddings.get("dimensions").get(0).asInt())
        .isPositive()
        .isEqualTo(embeddings.get("dimensions").get(1).asInt());
  }

  @Test
  void transcribesAFileTheSdkUploadsAsMultipart() {
    assertThat(succeeded("transcription").get("text").asText()).isNotBlank();
  }

  @Test
  void aRequestForAModelAtZeroWaitsForItsFirstReplica() {
    assertThat(succeeded("coldStart").get("content").asText()).matches(SIMULATED_ANSWER);
    assertThat(
            CLUSTER.client().pods().inNamespace(ns).withLabel("model", "sleepy").list().getItems())
        .isNotEmpty();
  }

  @Test
  void anUnknownModelIsTheSdksNotFoundErrorAndIsNotRetried() {
    JsonNode call = observed.get("unknownModel");

    assertThat(call.get("requests").asInt()).isEqualTo(1);
    assertThat(call.at("/error/class").asText()).isEqualTo("NotFoundError");
    assertThat(call.at("/error/status").asInt()).isEqualTo(404);
    assertThat(call.at("/error/type").asText()).isEqualTo("invalid_request_error");
    assertThat(call.at("/error/code").asText()).isEqualTo("model_not_found");
    assertThat(call.at("/error/param").asText()).isEqualTo("model");
    assertThat(call.at("/error/requestId").asText()).matches("[0-9a-f]{32}");
  }

  @Test
  void aModelHeldAtZeroIsRefusedOnceNotRetriedByTheSdk() {
    JsonNode call = observed.get("heldAtZero");

    assertThat(call.at("/error/status").asInt()).isEqualTo(503);
    assertThat(call.at("/error/code").asText()).isEqualTo("model_scaled_to_zero");
    assertThat(call.at("/error/message").asText()).contains("spec.replicas");
    assertThat(call.get("requests").asInt())
        .as("x-should-retry: false overrides the SDK's two retries of a 5xx")
        .isEqualTo(1);
  }

  @Test
  void aStreamTheClientAbortsReleasesItsRequest() {
    assertThat(succeeded("abortedStream").get("chunks").asInt()).isEqualTo(3);
    await()
        .atMost(Duration.ofSeconds(10))
        .until(() -> CLUSTER.gatewayActiveRequests(ns + "/chat").equals(OptionalDouble.of(0)));
  }

  /** A CPU Model with {@code specLines} added to its spec. */
  private static String model(String name, String feature, String engine, String... specLines) {
    StringBuilder yaml =
        new StringBuilder("apiVersion: kubeai.org/v1\nkind: Model\n")
            .append("metadata: {name: ")
            .append(name)
            .append("}\nspec:\n")
            .append("  features: [")
            .append(feature)
            .append("]\n")
            .append("  url: hf://example/")
            .append(name)
            .append('\n')
            .append("  engine: ")
            .append(engine)
            .append('\n')
            .append("  resourceProfile: cpu:1\n");
    for (String line : specLines) {
      yaml.append("  ").append(line).append('\n');
    }
    return yaml.toString();
  }

  /** The observation of {@code call}, which must have succeeded with one HTTP request. */
  private static JsonNode succeeded(String call) {
    JsonNode observation = observed.get(call);
    assertThat(observation.has("error")).as(call + ": " + observation).isFalse();
    assertThat(observation.get("requests").asInt()).as(call + ": " + observation).isEqualTo(1);
    return observation;
  }
}
