package ai.silogen.kaiwo.sandbox.server;

import ai.silogen.kaiwo.sandbox.admission.FieldError;
import ai.silogen.kaiwo.sandbox.json.Json;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.mockwebserver.http.MockResponse;
import java.util.List;

/** {@code meta/v1 Status} responses shaped like kube-apiserver's. */
public final class ApiStatus {

  private ApiStatus() {}

  /** {@code <plural>.<group> "name" not found}. */
  public static MockResponse notFound(String group, String plural, String name) {
    String message = qualified(plural, group) + " \"" + name + "\" not found";
    return failure(404, "NotFound", message, details(name, group, plural));
  }

  /** The plain 404 for paths that name no known resource. */
  public static MockResponse notFoundPath() {
    return failure(404, "NotFound", "the server could not find the requested resource", null);
  }

  public static MockResponse alreadyExists(String group, String plural, String name) {
    String message = qualified(plural, group) + " \"" + name + "\" already exists";
    return failure(409, "AlreadyExists", message, details(name, group, plural));
  }

  /** Optimistic-concurrency failure. */
  public static MockResponse conflict(String group, String plural, String name, String why) {
    String message =
        "Operation cannot be fulfilled on "
            + qualified(plural, group)
            + " \""
            + name
            + "\": "
            + why;
    return failure(409, "Conflict", message, details(name, group, plural));
  }

  /** 422 with one cause per field error, e.g. {@code Kind.group "x" is invalid: ...}. */
  public static MockResponse invalid(
      String group, String kind, String name, List<FieldError> errors) {
    String summary =
        errors.size() == 1
            ? errors.get(0).toString()
            : "[" + String.join(", ", errors.stream().map(FieldError::toString).toList()) + "]";
    String message = qualified(kind, group) + " \"" + name + "\" is invalid: " + summary;
    ObjectNode details = details(name, group, kind);
    ArrayNode causes = details.putArray("causes");
    for (FieldError error : errors) {
      causes
          .addObject()
          .put("reason", error.type().reason())
          .put("message", error.body())
          .put("field", error.field());
    }
    return failure(422, "Invalid", message, details);
  }

  public static MockResponse badRequest(String message) {
    return failure(400, "BadRequest", message, null);
  }

  /** 410 Expired: a watch from a resource version older than the server remembers. */
  public static MockResponse expired(long requested, long oldestKept) {
    return failure(
        410, "Expired", "too old resource version: " + requested + " (" + oldestKept + ")", null);
  }

  public static MockResponse forbidden(String message) {
    return failure(403, "Forbidden", message, null);
  }

  public static MockResponse methodNotAllowed() {
    return failure(
        405,
        "MethodNotAllowed",
        "the server does not allow this method on the requested resource",
        null);
  }

  public static MockResponse unsupportedMediaType(String message) {
    return failure(415, "UnsupportedMediaType", message, null);
  }

  public static MockResponse internalError(String message) {
    return failure(500, "InternalError", "Internal error occurred: " + message, null);
  }

  /** {@code Status} with {@code status: Success}, as returned by some deletes. */
  public static MockResponse success(String group, String plural, String name) {
    ObjectNode status = base("Success");
    status.set("details", details(name, group, plural));
    return json(200, status);
  }

  /** A JSON response with the given code. */
  public static MockResponse json(int code, Object body) {
    String text = body instanceof String s ? s : Json.write(body);
    return new MockResponse()
        .setResponseCode(code)
        .setHeader("Content-Type", "application/json")
        .setBody(text);
  }

  private static MockResponse failure(int code, String reason, String message, ObjectNode d) {
    ObjectNode status = base("Failure");
    status.put("message", message).put("reason", reason);
    if (d != null) {
      status.set("details", d);
    }
    status.put("code", code);
    return json(code, status);
  }

  private static ObjectNode base(String outcome) {
    ObjectNode status = Json.object().put("kind", "Status").put("apiVersion", "v1");
    status.putObject("metadata");
    status.put("status", outcome);
    return status;
  }

  private static ObjectNode details(String name, String group, String kind) {
    ObjectNode details = Json.object();
    if (name != null) {
      details.put("name", name);
    }
    if (group != null && !group.isEmpty()) {
      details.put("group", group);
    }
    return details.put("kind", kind);
  }

  private static String qualified(String resource, String group) {
    return group == null || group.isEmpty() ? resource : resource + "." + group;
  }
}
