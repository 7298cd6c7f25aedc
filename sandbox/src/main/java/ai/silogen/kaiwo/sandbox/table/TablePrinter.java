package ai.silogen.kaiwo.sandbox.table;

import ai.silogen.kaiwo.sandbox.crd.CustomResourceType.CrdVersion;
import ai.silogen.kaiwo.sandbox.crd.PrinterColumn;
import ai.silogen.kaiwo.sandbox.discovery.ApiResource;
import ai.silogen.kaiwo.sandbox.json.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Renders objects in the server-side {@code meta.k8s.io/v1 Table} format kubectl asks for, using a
 * CRD's {@code additionalPrinterColumns} (plus NAME, and AGE when the CRD has no creation timestamp
 * column) or the built-in columns of the common kinds.
 */
public final class TablePrinter {

  private final Clock clock;
  private final BuiltinColumns builtins;

  public TablePrinter(Clock clock) {
    this.clock = clock;
    this.builtins = new BuiltinColumns(clock);
  }

  /**
   * Renders a list (or one object).
   *
   * @param resource the resource type
   * @param crd the CRD version for custom resources, {@code null} for built-in kinds
   * @param objects the objects, one row each
   * @param includeObject {@code None}, {@code Metadata} (default) or {@code Object}
   * @param resourceVersion list resource version, may be null
   */
  public ObjectNode render(
      ApiResource resource,
      CrdVersion crd,
      List<JsonNode> objects,
      String includeObject,
      String resourceVersion) {
    List<Column> columns =
        crd == null ? builtins.forResource(resource.group(), resource.plural()) : crdColumns(crd);
    ObjectNode table = Json.object().put("kind", "Table").put("apiVersion", "meta.k8s.io/v1");
    ObjectNode metadata = table.putObject("metadata");
    if (resourceVersion != null) {
      metadata.put("resourceVersion", resourceVersion);
    }
    ArrayNode definitions = table.putArray("columnDefinitions");
    for (Column column : columns) {
      PrinterColumn d = column.definition();
      definitions
          .addObject()
          .put("name", d.name())
          .put("type", d.type())
          .put("format", d.format())
          .put("description", d.description())
          .put("priority", d.priority());
    }
    ArrayNode rows = table.putArray("rows");
    for (JsonNode object : objects) {
      ObjectNode row = rows.addObject();
      ArrayNode cells = row.putArray("cells");
      for (Column column : columns) {
        cells.add(Json.MAPPER.valueToTree(safeCell(column, object)));
      }
      JsonNode rowObject = rowObject(object, includeObject);
      if (rowObject != null) {
        row.set("object", rowObject);
      }
    }
    return table;
  }

  private static Object safeCell(Column column, JsonNode object) {
    try {
      return column.cell().apply(object);
    } catch (RuntimeException e) {
      return null;
    }
  }

  private List<Column> crdColumns(CrdVersion crd) {
    List<Column> columns = new ArrayList<>();
    columns.add(Column.name());
    boolean hasAge = false;
    for (PrinterColumn definition : crd.columns()) {
      hasAge |= definition.jsonPath().equals(".metadata.creationTimestamp");
      columns.add(new Column(definition, o -> cell(definition, o)));
    }
    if (!hasAge) {
      columns.add(Column.of("Age", "date", 0, builtins::age));
    }
    return columns;
  }

  private Object cell(PrinterColumn column, JsonNode object) {
    List<JsonNode> values = SimpleJsonPath.select(object, column.jsonPath());
    if (values.isEmpty()) {
      return null;
    }
    JsonNode value = values.get(0);
    return switch (column.type()) {
      case "date" -> since(value.asText(), clock);
      case "integer" -> value.isNumber() ? value.asLong() : value.asText();
      case "number" -> value.isNumber() ? value.asDouble() : value.asText();
      case "boolean" -> value.isBoolean() ? value.asBoolean() : value.asText();
      default -> value.isContainerNode() ? value.toString() : value.asText();
    };
  }

  private static JsonNode rowObject(JsonNode object, String includeObject) {
    if ("None".equals(includeObject)) {
      return null;
    }
    if ("Object".equals(includeObject)) {
      return object;
    }
    ObjectNode partial =
        Json.object().put("kind", "PartialObjectMetadata").put("apiVersion", "meta.k8s.io/v1");
    partial.set("metadata", object.path("metadata").deepCopy());
    return partial;
  }

  /** The age of a timestamp ("5s", "3m2s"), {@code <unknown>} when it cannot be read. */
  static Object since(String timestamp, Clock clock) {
    Instant instant = JobColumns.instant(timestamp);
    return instant == null
        ? "<unknown>"
        : HumanDuration.format(Duration.between(instant, clock.instant()));
  }
}
