package ai.silogen.kaiwo.sandbox.table;

import ai.silogen.kaiwo.sandbox.crd.PrinterColumn;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.function.Function;

/**
 * A table column: its definition and how to compute a cell from an object.
 *
 * @param definition header, type and priority
 * @param cell the cell value (String, Number, Boolean or {@code null} for "&lt;none&gt;")
 */
record Column(PrinterColumn definition, Function<JsonNode, Object> cell) {

  static Column of(String name, String type, int priority, Function<JsonNode, Object> cell) {
    return new Column(new PrinterColumn(name, type, "", "", priority, ""), cell);
  }

  static Column name() {
    return new Column(
        new PrinterColumn(
            "Name",
            "string",
            "name",
            "Name must be unique within a namespace.",
            0,
            ".metadata.name"),
        o -> o.path("metadata").path("name").asText());
  }
}
