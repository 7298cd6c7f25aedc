package ai.silogen.kaiwo.sandbox.admission;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.json.Json;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

class SchemaDefaulterTest {

  private static JsonNode defaulted(String schema, String value) {
    JsonNode object = Json.parse(value);
    SchemaDefaulter.apply(Json.parse(schema), object);
    return object;
  }

  @Test
  void emptyObjectDefaultsLetNestedDefaultsApply() {
    String schema =
        """
        {"type":"object","properties":{"outer":{"type":"object","default":{},"properties":{
          "inner":{"type":"object","default":{},"properties":{"n":{"type":"integer","default":7}}},
          "s":{"type":"string","default":"x"}}}}}""";

    assertThat(defaulted(schema, "{}"))
        .isEqualTo(Json.parse("{\"outer\":{\"inner\":{\"n\":7},\"s\":\"x\"}}"));
  }

  @Test
  void givenValuesWinAndMissingSiblingsAreDefaulted() {
    String schema =
        """
        {"type":"object","properties":{"a":{"type":"integer","default":1},
         "b":{"type":"integer","default":2}}}""";

    assertThat(defaulted(schema, "{\"a\":5}")).isEqualTo(Json.parse("{\"a\":5,\"b\":2}"));
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
        .isEqualTo(Json.parse("{\"list\":[{\"w\":10},{\"w\":1}],\"map\":{\"k\":{\"on\":true}}}"));
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
        .isEqualTo(Json.parse("{\"d\":\"x\",\"keep\":null}"));
  }

  @Test
  void absentObjectsWithoutDefaultStayAbsent() {
    String schema =
        """
        {"type":"object","properties":{"opt":{"type":"object","properties":{
          "n":{"type":"integer","default":1}}}}}""";

    assertThat(defaulted(schema, "{}")).isEqualTo(Json.parse("{}"));
  }
}
