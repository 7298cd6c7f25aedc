package ai.silogen.kaiwo.sandbox.server;

import ai.silogen.kaiwo.sandbox.json.Json;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.mockwebserver.http.MockResponse;
import java.util.Optional;

/**
 * Self-subject access and rules reviews ({@code kubectl auth can-i}, the leader-election pre-flight
 * check of operators). The sandbox authorizes nothing, so every review answers that everything is
 * allowed, as a cluster-admin's would.
 */
final class AccessReviews {

  private static final String PREFIX = "/apis/authorization.k8s.io/v1/";
  private static final String NO_AUTHORIZATION = "the kaiwo sandbox allows every request";

  private AccessReviews() {}

  /** The answer to a POST of a review, or empty when {@code request} is not one. */
  static Optional<MockResponse> answer(ApiRequest request) {
    if (!request.method().name().equals("POST") || !request.path().startsWith(PREFIX)) {
      return Optional.empty();
    }
    String plural = request.path().substring(PREFIX.length());
    ObjectNode review = Responses.parseObject(request.body());
    if (review == null) {
      return Optional.of(Responses.undecodable());
    }
    ObjectNode status = Json.child(review, "status");
    switch (plural) {
      case "selfsubjectaccessreviews" -> {
        status.put("allowed", true);
        status.put("reason", NO_AUTHORIZATION);
      }
      case "selfsubjectrulesreviews" -> {
        ObjectNode resources = status.putArray("resourceRules").addObject();
        resources.putArray("verbs").add("*");
        resources.putArray("apiGroups").add("*");
        resources.putArray("resources").add("*");
        ObjectNode urls = status.putArray("nonResourceRules").addObject();
        urls.putArray("verbs").add("*");
        urls.putArray("nonResourceURLs").add("*");
        status.put("incomplete", false);
      }
      default -> {
        return Optional.empty();
      }
    }
    return Optional.of(ApiStatus.json(201, review));
  }
}
