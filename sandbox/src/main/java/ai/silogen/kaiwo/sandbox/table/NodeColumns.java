package ai.silogen.kaiwo.sandbox.table;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** STATUS, ROLES and addresses of {@code kubectl get nodes}. */
final class NodeColumns {

  private static final String ROLE_PREFIX = "node-role.kubernetes.io/";

  private NodeColumns() {}

  static Object status(JsonNode node) {
    String status = "Unknown";
    for (JsonNode condition : node.path("status").path("conditions")) {
      if (condition.path("type").asText().equals("Ready")) {
        status = condition.path("status").asText().equals("True") ? "Ready" : "NotReady";
      }
    }
    if (node.path("spec").path("unschedulable").asBoolean(false)) {
      status += ",SchedulingDisabled";
    }
    return status;
  }

  static Object roles(JsonNode node) {
    List<String> roles = new ArrayList<>();
    node.path("metadata")
        .path("labels")
        .properties()
        .forEach(
            label -> {
              if (label.getKey().startsWith(ROLE_PREFIX)) {
                roles.add(label.getKey().substring(ROLE_PREFIX.length()));
              }
            });
    Collections.sort(roles);
    return roles.isEmpty() ? "<none>" : String.join(",", roles);
  }

  static Object internalIp(JsonNode node) {
    for (JsonNode address : node.path("status").path("addresses")) {
      if (address.path("type").asText().equals("InternalIP")) {
        return address.path("address").asText();
      }
    }
    return "<none>";
  }
}
