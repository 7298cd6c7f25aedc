package ai.silogen.kaiwo.sandbox.server;

import ai.silogen.kaiwo.sandbox.admission.AdmissionChain;
import ai.silogen.kaiwo.sandbox.discovery.ApiResource;
import ai.silogen.kaiwo.sandbox.json.Json;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.mockwebserver.http.MockResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Helpers shared by the write handlers. */
final class Responses {

  private Responses() {}

  /** Parses a request body that must be a JSON object; {@code null} when it is not. */
  static ObjectNode parseObject(String body) {
    try {
      return Json.parseObject(body);
    } catch (IllegalArgumentException e) {
      return null;
    }
  }

  /** The 400 for a body that is not a JSON object. */
  static MockResponse undecodable() {
    return ApiStatus.badRequest(
        "the body of the request was in an unknown format - accepted media types include:"
            + " application/json");
  }

  /** The 422 or (strict unknown fields) 400 for a rejected admission. */
  static MockResponse rejected(ApiResource resource, String name, AdmissionChain.Outcome outcome) {
    if (!outcome.unknownFields().isEmpty()) {
      List<String> fields =
          outcome.unknownFields().stream().map(f -> "unknown field \"" + f + "\"").toList();
      return ApiStatus.badRequest(
          resource.kind()
              + " in version \""
              + resource.version()
              + "\" cannot be handled as a "
              + resource.kind()
              + ": strict decoding error: "
              + String.join(", ", fields));
    }
    return ApiStatus.invalid(resource.group(), resource.kind(), name, outcome.errors());
  }

  /** Adds one {@code Warning} header per admission warning, as kube-apiserver does. */
  static MockResponse withWarnings(MockResponse response, List<String> warnings) {
    for (String warning : warnings) {
      response.addHeader("Warning", "299 - \"" + warning.replace("\"", "\\\"") + "\"");
    }
    return response;
  }

  /** Makes the mock's bare or mis-shaped answers look like kube-apiserver's. */
  static MockResponse normalize(MockResponse response, ApiResource resource, String name) {
    int code = response.code();
    if (code == 409) {
      String body =
          response.getBody() == null
              ? ""
              : new String(response.getBody().getBytes(), StandardCharsets.UTF_8);
      return body.contains("already exists")
          ? ApiStatus.alreadyExists(resource.group(), resource.plural(), name)
          : ApiStatus.conflict(resource.group(), resource.plural(), name, OBJECT_MODIFIED);
    }
    if (code == 404) {
      return ApiStatus.notFound(resource.group(), resource.plural(), name);
    }
    if (code >= 200 && code < 300) {
      response.setHeader("Content-Type", "application/json");
    }
    return response;
  }

  static final String OBJECT_MODIFIED =
      "the object has been modified; please apply your changes to the latest version and try"
          + " again";
}
