package ai.silogen.kaiwo.sandbox.table;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.json.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class TablePiecesTest {

  @Test
  void agesReadLikeKubectl() {
    assertThat(HumanDuration.format(Duration.ofSeconds(5))).isEqualTo("5s");
    assertThat(HumanDuration.format(Duration.ofSeconds(119))).isEqualTo("119s");
    assertThat(HumanDuration.format(Duration.ofSeconds(185))).isEqualTo("3m5s");
    assertThat(HumanDuration.format(Duration.ofMinutes(42))).isEqualTo("42m");
    assertThat(HumanDuration.format(Duration.ofMinutes(190))).isEqualTo("3h10m");
    assertThat(HumanDuration.format(Duration.ofHours(30))).isEqualTo("30h");
    assertThat(HumanDuration.format(Duration.ofHours(75))).isEqualTo("3d3h");
    assertThat(HumanDuration.format(Duration.ofDays(400))).isEqualTo("400d");
  }

  @Test
  void jsonPathSubsetForPrinterColumns() {
    JsonNode object =
        Json.parse(
            """
        {"spec":{"a":[{"b":1},{"b":2}]},
         "status":{"conditions":[{"type":"Ready","status":"True"},
                                 {"type":"Failed","status":"False"}]}}""");

    assertThat(SimpleJsonPath.select(object, ".spec.a[1].b"))
        .extracting(JsonNode::asInt)
        .containsExactly(2);
    assertThat(SimpleJsonPath.select(object, ".spec.a[*].b")).hasSize(2);
    assertThat(SimpleJsonPath.select(object, ".status.conditions[?(@.type==\"Ready\")].status"))
        .extracting(JsonNode::asText)
        .containsExactly("True");
    assertThat(SimpleJsonPath.select(object, ".spec.missing.x")).isEmpty();
  }
}
