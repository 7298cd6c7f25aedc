package ai.silogen.kaiwo.sandbox.testing;

import ai.silogen.kaiwo.sandbox.Sandbox;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.rbac.ClusterRole;
import io.fabric8.kubernetes.api.model.rbac.PolicyRule;
import io.fabric8.kubernetes.api.model.rbac.Role;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.fabric8.kubernetes.client.http.BasicBuilder;
import io.fabric8.kubernetes.client.http.HttpRequest;
import io.fabric8.kubernetes.client.http.Interceptor;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Records every request a Kubernetes client sends as the RBAC attributes the API server would
 * authorize (API group, resource, subresource, verb, namespace), so that a test can hold the Roles
 * of an installation against what the code really does.
 */
public final class ApiRequestAudit implements Interceptor {

  /**
   * One authorized action.
   *
   * @param group API group ({@code ""} for core)
   * @param resource plural, with {@code /subresource} when there is one
   * @param verb RBAC verb
   * @param namespace namespace of the request, {@code null} when cluster-wide
   */
  public record Action(String group, String resource, String verb, String namespace) {

    /** Whether {@code rule} allows this action. */
    boolean matches(PolicyRule rule) {
      return anyOf(rule.getApiGroups(), group)
          && anyOf(rule.getResources(), resource)
          && anyOf(rule.getVerbs(), verb);
    }

    /** Self-subject reviews are allowed to every authenticated user (system:basic-user). */
    boolean isSelfReview() {
      return group.equals("authorization.k8s.io") && resource.startsWith("selfsubject");
    }

    private static boolean anyOf(List<String> values, String value) {
      return values != null && (values.contains("*") || values.contains(value));
    }
  }

  private static final Comparator<Action> ORDER = Comparator.comparing(Action::toString);

  private final Set<Action> actions = ConcurrentHashMap.newKeySet();

  @Override
  public void before(BasicBuilder builder, HttpRequest request, RequestTags tags) {
    Action action = parse(request.method(), request.uri().getPath(), request.uri().getQuery());
    if (action != null) {
      actions.add(action);
    }
  }

  /** A client of {@code sandbox} whose requests this audit records. */
  public KubernetesClient client(Sandbox sandbox) {
    return new KubernetesClientBuilder()
        .withConfig(sandbox.newClient().getConfiguration())
        .withHttpClientBuilderConsumer(builder -> builder.addOrReplaceInterceptor("audit", this))
        .build();
  }

  /** What was requested so far, without the self-subject reviews every user may make. */
  public Set<Action> actions() {
    return actions.stream().filter(a -> !a.isSelfReview()).collect(Collectors.toUnmodifiableSet());
  }

  /**
   * The actions that none of {@code roles} allows: a ClusterRole's rules apply everywhere, a Role's
   * in its namespace.
   */
  public List<Action> deniedBy(List<? extends HasMetadata> roles) {
    return actions().stream().filter(action -> !allowed(roles, action)).sorted(ORDER).toList();
  }

  private static boolean allowed(List<? extends HasMetadata> roles, Action action) {
    return roles.stream()
        .flatMap(
            role ->
                switch (role) {
                  case ClusterRole cluster -> cluster.getRules().stream();
                  case Role local
                      when local.getMetadata().getNamespace().equals(action.namespace()) ->
                      local.getRules().stream();
                  default -> Stream.<PolicyRule>empty();
                })
        .anyMatch(rule -> action.matches(rule));
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
          default -> method.toLowerCase(Locale.ROOT);
        };
    return new Action(group, resource, verb, namespace);
  }
}
