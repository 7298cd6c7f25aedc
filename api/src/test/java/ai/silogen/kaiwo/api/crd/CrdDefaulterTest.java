package ai.silogen.kaiwo.api.crd;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

class CrdDefaulterTest {

  private static JsonNode defaulted(String schema, String value) {
    JsonNode object = ApiSerialization.readTree(value);
    CrdDefaulter.apply(ApiSerialization.readTree(schema), object);
    return object;
  }

  @Test
  void emptyKaiwoConfigGetsEveryNestedDefault() {
    KaiwoConfig config =
        ApiSerialization.read(
            """
            apiVersion: config.kaiwo.silogen.ai/v1alpha1
            kind: KaiwoConfig
            metadata: {name: kaiwo}
            spec: {}
            """,
            KaiwoConfig.class);

    KaiwoConfig defaulted = CrdDefaulter.withDefaults(config);

    assertThat(defaulted.getSpec().getRay().getDefaultRayImage())
        .isEqualTo("ghcr.io/silogen/rocm-ray:6.4");
    assertThat(defaulted.getSpec().getRay().getHeadPodMemory()).isEqualTo("16Gi");
    assertThat(defaulted.getSpec().getScheduling().getKubeSchedulerName())
        .isEqualTo("kaiwo-scheduler");
    assertThat(defaulted.getSpec().getDefaultClusterQueueName()).isEqualTo("kaiwo");
    assertThat(config.getSpec().getRay()).as("input left untouched").isNull();
  }

  @Test
  void explicitValuesWinOverDefaults() {
    KaiwoJob job =
        ApiSerialization.read(
            """
            apiVersion: kaiwo.silogen.ai/v1alpha1
            kind: KaiwoJob
            metadata: {name: j, namespace: default}
            spec:
              gpuVendor: nvidia
              gpus: 8
            """,
            KaiwoJob.class);

    KaiwoJob defaulted = CrdDefaulter.withDefaults(job);

    assertThat(defaulted.getSpec().getGpuVendor()).isEqualTo("nvidia");
    assertThat(defaulted.getSpec().getGpus()).isEqualTo(8);
    assertThat(defaulted.getSpec().getReplicas()).isEqualTo(1);
    assertThat(defaulted.getSpec().getDangerous()).isFalse();
  }

  @Test
  void defaultsReachIntoNestedObjectsThatExist() {
    Model model =
        ApiSerialization.read(
            """
            apiVersion: kubeai.org/v1
            kind: Model
            metadata: {name: m, namespace: default}
            spec:
              url: hf://org/model
              engine: VLLM
              features: [TextGeneration]
              loadBalancing:
                strategy: PrefixHash
            """,
            Model.class);

    Model defaulted = CrdDefaulter.withDefaults(model);

    assertThat(defaulted.getSpec().getTargetRequests()).isEqualTo(100);
    assertThat(defaulted.getSpec().getLoadBalancing().getPrefixHash().getMeanLoadFactor())
        .isEqualTo(125);
  }

  @Test
  void emptyObjectDefaultsLetNestedDefaultsApply() {
    String schema =
        """
        {"type":"object","properties":{"outer":{"type":"object","default":{},"properties":{
          "inner":{"type":"object","default":{},"properties":{"n":{"type":"integer","default":7}}},
          "s":{"type":"string","default":"x"}}}}}""";

    assertThat(defaulted(schema, "{}"))
        .isEqualTo(ApiSerialization.readTree("{\"outer\":{\"inner\":{\"n\":7},\"s\":\"x\"}}"));
  }

  @Test
  void givenValuesWinAndMissingSiblingsAreDefaulted() {
    String schema =
        """
        {"type":"object","properties":{"a":{"type":"integer","default":1},
         "b":{"type":"integer","default":2}}}""";

    assertThat(defaulted(schema, "{\"a\":5}"))
        .isEqualTo(ApiSerialization.readTree("{\"a\":5,\"b\":2}"));
  }

  @Test
  void arrayItemsAndMapValuesAreDefaulted() {
    String schema =
        """
        {"type":"object","properties":{
          "list":{"type":"array","items":{"type":"object","properties":{
            "w":{"type":"integer","default":10}}}},
          "map":{"type":"object","additionalProperties":{"type":"object","properties":{
            "on":{"type":"boolean","default":true}}}}}}""";

    assertThat(defaulted(schema, "{\"list\":[{},{\"w\":1}],\"map\":{\"k\":{}}}"))
        .isEqualTo(
            ApiSerialization.readTree(
                "{\"list\":[{\"w\":10},{\"w\":1}],\"map\":{\"k\":{\"on\":true}}}"));
  }

  @Test
  void nonNullableNullsTakeTheDefaultOrDisappear() {
    String schema =
        """
        {"type":"object","properties":{
          "d":{"type":"string","default":"x"},
          "n":{"type":"string"},
          "keep":{"type":"string","nullable":true}}}""";

    assertThat(defaulted(schema, "{\"d\":null,\"n\":null,\"keep\":null}"))
        .isEqualTo(ApiSerialization.readTree("{\"d\":\"x\",\"keep\":null}"));
  }

  @Test
  void absentObjectsWithoutDefaultStayAbsent() {
    String schema =
        """
        {"type":"object","properties":{"opt":{"type":"object","properties":{
          "n":{"type":"integer","default":1}}}}}""";

    assertThat(defaulted(schema, "{}")).isEqualTo(ApiSerialization.readTree("{}"));
  }
}
