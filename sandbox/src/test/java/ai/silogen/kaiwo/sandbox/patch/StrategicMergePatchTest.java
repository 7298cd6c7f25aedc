package ai.silogen.kaiwo.sandbox.patch;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.json.Json;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

class StrategicMergePatchTest {

  static final JsonNode POD =
      Json.parse(
          """
      {"metadata":{"name":"p","finalizers":["a"],"labels":{"x":"1","y":"2"}},
       "spec":{"containers":[
         {"name":"app","image":"v1","env":[{"name":"A","value":"1"},{"name":"B","value":"2"}]},
         {"name":"side","image":"s1"}],
        "tolerations":[{"key":"k1"}]}}""");

  private static JsonNode patch(String patch) {
    return StrategicMergePatch.apply(POD, Json.parse(patch));
  }

  @Test
  void mergesContainersAndEnvByName() {
    JsonNode patched =
        patch(
            """
        {"spec":{"$setElementOrder/containers":[{"name":"app"},{"name":"side"}],
                 "containers":[{"name":"app","image":"v2","env":[{"name":"B","value":"3"}]}]}}""");

    assertThat(patched.at("/spec/containers/0/image").asText()).isEqualTo("v2");
    assertThat(patched.at("/spec/containers/0/env"))
        .isEqualTo(
            Json.parse("[{\"name\":\"A\",\"value\":\"1\"},{\"name\":\"B\",\"value\":\"3\"}]"));
    assertThat(patched.at("/spec/containers/1/name").asText()).isEqualTo("side");
  }

  @Test
  void deleteDirectiveRemovesAListElementOrAMap() {
    JsonNode patched =
        patch(
            """
        {"metadata":{"labels":{"$patch":"delete"}},
         "spec":{"containers":[{"name":"side","$patch":"delete"}]}}""");

    assertThat(patched.at("/metadata").has("labels")).isFalse();
    assertThat(patched.at("/spec/containers")).hasSize(1);
  }

  @Test
  void listsWithoutMergeKeyAreReplacedAndFinalizersMergeAsASet() {
    JsonNode patched =
        patch(
            """
        {"metadata":{"finalizers":["b","a"]},"spec":{"tolerations":[{"key":"k2"}]}}""");

    assertThat(patched.at("/metadata/finalizers")).isEqualTo(Json.parse("[\"a\",\"b\"]"));
    assertThat(patched.at("/spec/tolerations")).isEqualTo(Json.parse("[{\"key\":\"k2\"}]"));
  }

  @Test
  void retainKeysDeleteFromPrimitiveListAndNullDeletion() {
    JsonNode patched =
        patch(
            """
        {"metadata":{"$deleteFromPrimitiveList/finalizers":["a"],
                     "labels":{"$retainKeys":["x"],"x":"9"}},
         "spec":{"tolerations":null}}""");

    assertThat(patched.at("/metadata/finalizers")).isEmpty();
    assertThat(patched.at("/metadata/labels")).isEqualTo(Json.parse("{\"x\":\"9\"}"));
    assertThat(patched.at("/spec").has("tolerations")).isFalse();
  }

  @Test
  void jsonMergePatchReplacesListsAndDeletesNulls() {
    JsonNode patched =
        JsonMergePatch.apply(
            POD,
            Json.parse(
                "{\"metadata\":{\"labels\":{\"x\":null}},\"spec\":{\"containers\":[{\"name\":\"only\"}]}}"));

    assertThat(patched.at("/metadata/labels")).isEqualTo(Json.parse("{\"y\":\"2\"}"));
    assertThat(patched.at("/spec/containers")).isEqualTo(Json.parse("[{\"name\":\"only\"}]"));
    assertThat(POD.at("/metadata/labels/x").asText()).as("target untouched").isEqualTo("1");
  }
}
