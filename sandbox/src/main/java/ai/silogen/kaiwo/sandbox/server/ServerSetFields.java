package ai.silogen.kaiwo.sandbox.server;

import ai.silogen.kaiwo.sandbox.discovery.ApiResource;
import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.store.SystemFinalizers;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Clock;
import java.time.temporal.ChronoUnit;

/**
 * Fields kube-apiserver itself sets when some kinds are created: a Pod starts {@code Pending}, a
 * Namespace {@code Active} with the {@code kubernetes} finalizer and its {@code
 * kubernetes.io/metadata.name} label, a CustomResourceDefinition is accepted and established at
 * once and carries the cleanup finalizer that makes deleting it delete its custom resources first.
 */
final class ServerSetFields {

  private final Clock clock;

  ServerSetFields(Clock clock) {
    this.clock = clock;
  }

  void onCreate(ApiResource resource, ObjectNode object) {
    switch (resource.group() + "/" + resource.plural()) {
      case "/pods" -> object.putObject("status").put("phase", "Pending");
      case "/namespaces" -> {
        ObjectNode metadata = Json.child(object, "metadata");
        Json.child(metadata, "labels")
            .put("kubernetes.io/metadata.name", metadata.path("name").asText());
        Json.child(object, "spec").putArray("finalizers").add("kubernetes");
        object.putObject("status").put("phase", "Active");
      }
      case "apiextensions.k8s.io/customresourcedefinitions" -> establish(object);
      default -> {
        // no server-set fields
      }
    }
  }

  private void establish(ObjectNode crd) {
    ObjectNode metadata = Json.child(crd, "metadata");
    ArrayNode finalizers =
        metadata.get("finalizers") instanceof ArrayNode existing
            ? existing
            : metadata.putArray("finalizers");
    if (!Json.stringList(finalizers).contains(SystemFinalizers.CRD_CLEANUP)) {
      finalizers.add(SystemFinalizers.CRD_CLEANUP);
    }
    JsonNode spec = crd.path("spec");
    ObjectNode status = crd.putObject("status");
    status.set("acceptedNames", spec.path("names").deepCopy());
    ArrayNode stored = status.putArray("storedVersions");
    spec.path("versions")
        .forEach(
            v -> {
              if (v.path("storage").asBoolean(false)) {
                stored.add(v.path("name").asText());
              }
            });
    String now = clock.instant().truncatedTo(ChronoUnit.SECONDS).toString();
    ArrayNode conditions = status.putArray("conditions");
    conditions
        .addObject()
        .put("type", "NamesAccepted")
        .put("status", "True")
        .put("lastTransitionTime", now)
        .put("reason", "NoConflicts")
        .put("message", "no conflicts found");
    conditions
        .addObject()
        .put("type", "Established")
        .put("status", "True")
        .put("lastTransitionTime", now)
        .put("reason", "InitialNamesAccepted")
        .put("message", "the initial names have been accepted");
  }
}
