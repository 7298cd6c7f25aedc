package ai.silogen.kaiwo.sandbox.admission;

import static ai.silogen.kaiwo.sandbox.admission.KaiwoCrdValidationTest.CONFIGS;
import static ai.silogen.kaiwo.sandbox.admission.KaiwoCrdValidationTest.JOBS;
import static ai.silogen.kaiwo.sandbox.admission.KaiwoCrdValidationTest.MODELS;
import static ai.silogen.kaiwo.sandbox.admission.KaiwoCrdValidationTest.job;
import static ai.silogen.kaiwo.sandbox.admission.KaiwoCrdValidationTest.kaiwoConfig;
import static ai.silogen.kaiwo.sandbox.admission.KaiwoCrdValidationTest.model;
import static ai.silogen.kaiwo.sandbox.admission.KaiwoCrdValidationTest.vllm;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.testing.RawApi;
import ai.silogen.kaiwo.sandbox.testing.RawApi.Reply;
import ai.silogen.kaiwo.sandbox.testing.SandboxExtension;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Valid objects of our real kinds get their CRD defaults; immutable fields stay immutable. */
class KaiwoCrdDefaultsAndImmutabilityTest {

  @RegisterExtension static final SandboxExtension SANDBOX = new SandboxExtension();

  static RawApi api;

  @BeforeAll
  static void connect() {
    api = new RawApi(SANDBOX.sandbox().masterUrl());
  }

  private static JsonNode created(String collection, String body) {
    Reply reply = api.post(collection, body);
    assertThat(reply.code()).as(reply.body()).isEqualTo(201);
    return reply.json();
  }

  private static Reply mergePatch(String path, String patch) {
    return api.patch(path, "application/merge-patch+json", patch);
  }

  @Test
  void kaiwoJobGetsItsDefaults() {
    JsonNode spec = created(JOBS, job("{\"image\":\"busybox\"}")).path("spec");

    assertThat(spec.path("gpuVendor").asText()).isEqualTo("amd");
    assertThat(spec.path("replicas").asInt()).isEqualTo(1);
    assertThat(spec.path("gpus").asInt()).isZero();
    assertThat(spec.path("ray").asBoolean(true)).isFalse();
    assertThat(spec.path("dangerous").asBoolean(true)).isFalse();
  }

  @Test
  void modelGetsItsDefaultsIncludingNestedEmptyObjectDefaults() {
    JsonNode spec = created(MODELS, model("defaults", vllm(""))).path("spec");

    assertThat(spec.path("targetRequests").asInt()).isEqualTo(100);
    assertThat(spec.path("scaleDownDelaySeconds").asInt()).isEqualTo(30);
    assertThat(spec.path("loadBalancing").path("strategy").asText()).isEqualTo("LeastLoad");
    JsonNode prefixHash = spec.path("loadBalancing").path("prefixHash");
    assertThat(prefixHash.path("meanLoadFactor").asInt()).isEqualTo(125);
    assertThat(prefixHash.path("replication").asInt()).isEqualTo(256);
    assertThat(prefixHash.path("prefixCharLength").asInt()).isEqualTo(100);
  }

  @Test
  void kaiwoConfigGetsDefaultsInEveryDefaultedSection() {
    JsonNode spec = created(CONFIGS, kaiwoConfig("{}")).path("spec");

    assertThat(spec.path("resourceMonitoring").path("terminateUnderutilizedAfter").asText())
        .isEqualTo("24h");
    assertThat(spec.path("scheduling").path("kubeSchedulerName").asText())
        .isEqualTo("kaiwo-scheduler");
    assertThat(spec.path("nodes").path("defaultGpuResourceKey").asText()).isEqualTo("amd.com/gpu");
    assertThat(spec.path("defaultClusterQueueName").asText()).isEqualTo("kaiwo");
  }

  @Test
  void cacheProfileIsImmutable() {
    created(
        MODELS,
        model(
            "cached",
            "\"url\":\"hf://o/m\",\"engine\":\"VLLM\",\"features\":[],"
                + "\"cacheProfile\":\"fast\""));

    Reply reply = mergePatch(MODELS + "/cached", "{\"spec\":{\"cacheProfile\":\"slow\"}}");

    assertThat(reply.code()).isEqualTo(422);
    assertThat(reply.json().path("message").asText())
        .contains("spec.cacheProfile: Invalid value: \"string\": cacheProfile is immutable.");
  }

  @Test
  void urlIsImmutableOnlyWithACacheProfile() {
    created(
        MODELS,
        model(
            "withcache",
            "\"url\":\"hf://o/m\",\"engine\":\"VLLM\",\"features\":[],"
                + "\"cacheProfile\":\"fast\""));
    created(MODELS, model("nocache", vllm("")));

    Reply cached = mergePatch(MODELS + "/withcache", "{\"spec\":{\"url\":\"hf://o/other\"}}");
    Reply uncached = mergePatch(MODELS + "/nocache", "{\"spec\":{\"url\":\"hf://o/other\"}}");

    assertThat(cached.code()).isEqualTo(422);
    assertThat(cached.json().path("message").asText())
        .contains("spec: Invalid value: \"object\": url is immutable when using cacheProfile.");
    assertThat(uncached.code()).isEqualTo(200);
    assertThat(uncached.json().path("spec").path("url").asText()).isEqualTo("hf://o/other");
  }

  @Test
  void hashRingReplicationIsImmutable() {
    created(MODELS, model("ring", vllm("")));

    Reply reply =
        mergePatch(
            MODELS + "/ring",
            "{\"spec\":{\"loadBalancing\":{\"prefixHash\":{\"replication\":512}}}}");
    Reply otherFields =
        mergePatch(
            MODELS + "/ring", "{\"spec\":{\"loadBalancing\":{\"strategy\":\"PrefixHash\"}}}");

    assertThat(reply.code()).isEqualTo(422);
    assertThat(reply.json().path("message").asText())
        .contains(
            "spec.loadBalancing.prefixHash.replication: Invalid value: \"integer\": replication is"
                + " immutable.");
    assertThat(otherFields.code()).isEqualTo(200);
  }

  @Test
  void maxReplicasWithoutMinReplicasIsAccepted() {
    // minReplicas is optional; a rule reading it unguarded fails to evaluate (KubeAI's does).
    JsonNode spec = created(MODELS, model("only-max", vllm("\"maxReplicas\":2"))).path("spec");

    assertThat(spec.path("maxReplicas").asInt()).isEqualTo(2);
    assertThat(spec.has("minReplicas")).isFalse();
  }

  @Test
  void minReplicasGreaterThanMaxIsRejectedOnUpdateToo() {
    created(MODELS, model("bounds", vllm("\"minReplicas\":1,\"maxReplicas\":3")));

    Reply reply = mergePatch(MODELS + "/bounds", "{\"spec\":{\"minReplicas\":4}}");

    assertThat(reply.code()).isEqualTo(422);
  }
}
