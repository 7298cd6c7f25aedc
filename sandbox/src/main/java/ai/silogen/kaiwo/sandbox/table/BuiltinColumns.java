package ai.silogen.kaiwo.sandbox.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/**
 * The columns kube-apiserver prints for the built-in kinds the sandbox's users look at (a subset of
 * {@code pkg/printers/internalversion}); other built-in kinds get NAME and AGE.
 */
final class BuiltinColumns {

  private final Clock clock;

  BuiltinColumns(Clock clock) {
    this.clock = clock;
  }

  List<Column> forResource(String group, String plural) {
    Column age = Column.of("Age", "string", 0, this::age);
    return switch (group + "/" + plural) {
      case "/pods" ->
          List.of(
              Column.name(),
              Column.of("Ready", "string", 0, PodColumns::ready),
              Column.of("Status", "string", 0, PodColumns::status),
              Column.of("Restarts", "string", 0, PodColumns::restarts),
              age,
              Column.of("IP", "string", 1, o -> text(o, "status", "podIP")),
              Column.of("Node", "string", 1, o -> text(o, "spec", "nodeName")),
              Column.of("Nominated Node", "string", 1, o -> text(o, "status", "nominatedNodeName")),
              Column.of("Readiness Gates", "string", 1, o -> null));
      case "/nodes" ->
          List.of(
              Column.name(),
              Column.of("Status", "string", 0, NodeColumns::status),
              Column.of("Roles", "string", 0, NodeColumns::roles),
              age,
              Column.of(
                  "Version", "string", 0, o -> text(o, "status", "nodeInfo", "kubeletVersion")),
              Column.of("Internal-IP", "string", 1, NodeColumns::internalIp),
              Column.of("OS-Image", "string", 1, o -> text(o, "status", "nodeInfo", "osImage")));
      case "batch/jobs" ->
          List.of(
              Column.name(),
              Column.of("Status", "string", 0, JobColumns::status),
              Column.of("Completions", "string", 0, JobColumns::completions),
              Column.of("Duration", "string", 0, o -> JobColumns.duration(o, clock)),
              age);
      case "apps/deployments", "apps/statefulsets" ->
          List.of(
              Column.name(),
              Column.of(
                  "Ready",
                  "string",
                  0,
                  o ->
                      count(o, "status", "readyReplicas")
                          + "/"
                          + o.path("spec").path("replicas").asLong(1)),
              Column.of("Up-to-date", "integer", 0, o -> count(o, "status", "updatedReplicas")),
              Column.of("Available", "integer", 0, o -> count(o, "status", "availableReplicas")),
              age);
      case "/namespaces" ->
          List.of(
              Column.name(),
              Column.of("Status", "string", 0, o -> text(o, "status", "phase")),
              age);
      case "/configmaps" ->
          List.of(
              Column.name(),
              Column.of(
                  "Data", "integer", 0, o -> o.path("data").size() + o.path("binaryData").size()),
              age);
      case "/secrets" ->
          List.of(
              Column.name(),
              Column.of("Type", "string", 0, o -> text(o, "type")),
              Column.of("Data", "integer", 0, o -> o.path("data").size()),
              age);
      case "/services" ->
          List.of(
              Column.name(),
              Column.of("Type", "string", 0, o -> text(o, "spec", "type")),
              Column.of("Cluster-IP", "string", 0, o -> text(o, "spec", "clusterIP")),
              Column.of("Port(s)", "string", 0, BuiltinColumns::ports),
              age);
      case "/persistentvolumeclaims" ->
          List.of(
              Column.name(),
              Column.of("Status", "string", 0, o -> text(o, "status", "phase")),
              Column.of("Volume", "string", 0, o -> text(o, "spec", "volumeName")),
              Column.of("Capacity", "string", 0, o -> text(o, "status", "capacity", "storage")),
              Column.of("StorageClass", "string", 0, o -> text(o, "spec", "storageClassName")),
              age);
      case "/events", "events.k8s.io/events" ->
          List.of(
              Column.of("Last Seen", "string", 0, this::lastSeen),
              Column.of("Type", "string", 0, o -> text(o, "type")),
              Column.of("Reason", "string", 0, o -> text(o, "reason")),
              Column.of("Object", "string", 0, BuiltinColumns::involvedObject),
              Column.of(
                  "Message", "string", 0, o -> firstNonNull(text(o, "message"), text(o, "note"))),
              Column.name());
      default -> List.of(Column.name(), age);
    };
  }

  Object age(JsonNode object) {
    return TablePrinter.since(
        object.path("metadata").path("creationTimestamp").asText(null), clock);
  }

  private Object lastSeen(JsonNode event) {
    String last =
        firstNonNull(
            text(event, "lastTimestamp"),
            text(event, "eventTime"),
            text(event, "metadata", "creationTimestamp"));
    return TablePrinter.since(last, clock);
  }

  private static String involvedObject(JsonNode event) {
    JsonNode ref =
        event.has("involvedObject") ? event.get("involvedObject") : event.path("regarding");
    return ref.path("kind").asText("").toLowerCase() + "/" + ref.path("name").asText("");
  }

  private static String ports(JsonNode service) {
    List<String> ports = new ArrayList<>();
    service
        .path("spec")
        .path("ports")
        .forEach(p -> ports.add(p.path("port").asText() + "/" + p.path("protocol").asText("TCP")));
    return ports.isEmpty() ? "<none>" : String.join(",", ports);
  }

  static long count(JsonNode object, String... path) {
    JsonNode node = object;
    for (String field : path) {
      node = node.path(field);
    }
    return node.asLong(0);
  }

  static String text(JsonNode object, String... path) {
    JsonNode node = object;
    for (String field : path) {
      node = node.path(field);
    }
    return node.isValueNode() ? node.asText() : null;
  }

  /** kubectl's placeholder for an empty cell of a built-in column. */
  static String orNone(String value) {
    return value == null || value.isEmpty() ? "<none>" : value;
  }

  @SafeVarargs
  static <T> T firstNonNull(T... values) {
    for (T value : values) {
      if (value != null) {
        return value;
      }
    }
    return null;
  }
}
