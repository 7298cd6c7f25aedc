package ai.silogen.kaiwo.sandbox.admission;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.json.Json;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

class SchemaPrunerTest {

  static final String SCHEMA =
      """
      {"type":"object","properties":{
        "metadata":{"type":"object"},
        "spec":{"type":"object","properties":{
          "a":{"type":"string"},
          "free":{"type":"object","x-kubernetes-preserve-unknown-fields":true,
                  "properties":{"typed":{"type":"object","properties":{"x":{"type":"integer"}}}}},
          "map":{"type":"object","additionalProperties":{"type":"object","properties":{
            "v":{"type":"string"}}}},
          "items":{"type":"array","items":{"type":"object","properties":{"n":{"type":"string"}}}},
          "embedded":{"type":"object","x-kubernetes-embedded-resource":true,
                      "properties":{"spec":{"type":"object"}}}}}}}""";

  @Test
  void dropsUndeclaredFieldsAndReportsTheirPaths() {
    ObjectNode object =
        Json.parseObject(
            """
        {"apiVersion":"g/v1","kind":"K","metadata":{"name":"n","labels":{"a":"b"}},
         "spec":{"a":"x","b":1,"items":[{"n":"1","m":2}],"map":{"k":{"v":"1","w":2}}},
         "extra":true}""");

    assertThat(SchemaPruner.pruneRoot(Json.parse(SCHEMA), object))
        .containsExactly("spec.b", "spec.items[0].m", "spec.map.k.w", "extra");
    assertThat(object)
        .isEqualTo(
            Json.parse(
                """
        {"apiVersion":"g/v1","kind":"K","metadata":{"name":"n","labels":{"a":"b"}},
         "spec":{"a":"x","items":[{"n":"1"}],"map":{"k":{"v":"1"}}}}"""));
  }

  @Test
  void keepsUnknownFieldsWherePreservedButPrunesTheirTypedParts() {
    ObjectNode object =
        Json.parseObject(
            "{\"spec\":{\"free\":{\"any\":{\"thing\":1},\"typed\":{\"x\":1,\"y\":2}}}}");

    assertThat(SchemaPruner.pruneRoot(Json.parse(SCHEMA), object))
        .containsExactly("spec.free.typed.y");
    assertThat(object.at("/spec/free/any/thing").asInt()).isEqualTo(1);
  }

  @Test
  void embeddedResourcesKeepTheirTypeAndMetadata() {
    ObjectNode object =
        Json.parseObject(
            """
        {"spec":{"embedded":{"apiVersion":"v1","kind":"Pod","metadata":{"name":"p"},
                             "spec":{},"other":1}}}""");

    assertThat(SchemaPruner.pruneRoot(Json.parse(SCHEMA), object))
        .containsExactly("spec.embedded.other");
    assertThat(object.at("/spec/embedded/metadata/name").asText()).isEqualTo("p");
  }
}
