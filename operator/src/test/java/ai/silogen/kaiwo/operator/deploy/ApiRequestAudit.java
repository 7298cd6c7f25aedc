package ai.silogen.kaiwo.operator.deploy;

import io.fabric8.kubernetes.client.http.BasicBuilder;
import io.fabric8.kubernetes.client.http.HttpRequest;
import io.fabric8.kubernetes.client.http.Interceptor;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Records every request a Kubernetes client sends as the RBAC attributes the API server would
 * authorize (API group, resource, subresource, verb, namespace), so that a test can hold a Role
 * against what the code really does.
 */
final class ApiRequestAudit implements Interceptor {

  /**
   * One authorized action.
   *
   * @param group API group ({@code ""} for core)
   * @param resource plural, with {@code /subresource} when there is one
   * @param verb RBAC verb
   * @param namespace namespace of the request, {@code null} when cluster-wide
   */
  record Action(String group, String resource, String verb, String namespace) {}

  private final Set<Action> actions = ConcurrentHashMap.newKeySet();

  @Override
  public void before(BasicBuilder builder, HttpRequest request, RequestTags tags) {
    Action action = parse(request.method(), request.uri().getPath(), request.uri().getQuery());
    if (action != null) {
      actions.add(action);
    }
  }

  Set<Action> actions() {
    return Set.copyOf(actions);
  }

  /** The action of a request, or {@code null} for paths that name no resource (discovery). */
  static Action parse(String method, String path, String query) {
    String[] parts = path.replaceFirst("^/", "").split("/");
    int start;
    String group;
    if (parts.length >= 3 && parts[0].equals("api")) {
      group = "";
      start = 2;
    } else if (parts.length >= 4 && parts[0].equals("apis")) {
      group = parts[1];
      start = 3;
    } else {
      return null;
    }
    String namespace = null;
    if (parts.length > start + 2 && parts[start].equals("namespaces")) {
      namespace = parts[start + 1];
      start += 2;
    }
    String resource = parts[start];
    boolean named = parts.length > start + 1;
    if (parts.length > start + 2) {
      resource += "/" + parts[start + 2];
    }
    boolean watch = query != null && query.contains("watch=true");
    String verb =
        switch (method) {
          case "GET" -> named ? "get" : watch ? "watch" : "list";
          case "POST" -> "create";
          case "PUT" -> "update";
          case "PATCH" -> "patch";
          case "DELETE" -> named ? "delete" : "deletecollection";
          default -> method.toLowerCase(java.util.Locale.ROOT);
        };
    return new Action(group, resource, verb, namespace);
  }
}
