package ai.silogen.kaiwo.sandbox.server;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The resource addressed by a Kubernetes API path such as {@code
 * /apis/batch/v1/namespaces/ns/jobs/pi/status}.
 *
 * @param group API group, {@code ""} for the core group
 * @param version API version
 * @param namespace namespace, {@code null} for cluster-wide requests and cluster-scoped kinds
 * @param plural plural resource name
 * @param name object name, {@code null} for collection requests
 * @param subresource subresource ({@code status}, {@code scale}, {@code log}, ...) or {@code null}
 */
public record ResourcePath(
    String group,
    String version,
    String namespace,
    String plural,
    String name,
    String subresource) {

  /** Parses a request path (without query string); empty when it is not a resource path. */
  public static Optional<ResourcePath> parse(String path) {
    List<String> segments = segments(path);
    int start;
    String group;
    if (segments.size() >= 2 && segments.get(0).equals("api")) {
      group = "";
      start = 1;
    } else if (segments.size() >= 3 && segments.get(0).equals("apis")) {
      group = segments.get(1);
      start = 2;
    } else {
      return Optional.empty();
    }
    String version = segments.get(start);
    List<String> rest = segments.subList(start + 1, segments.size());
    if (rest.isEmpty()) {
      return Optional.empty();
    }
    String namespace = null;
    if (rest.get(0).equals("namespaces") && rest.size() >= 3 && !isNamespaceSubresource(rest)) {
      namespace = rest.get(1);
      rest = rest.subList(2, rest.size());
    }
    if (rest.size() > 3) {
      return Optional.empty();
    }
    return Optional.of(
        new ResourcePath(
            group,
            version,
            namespace,
            rest.get(0),
            rest.size() > 1 ? rest.get(1) : null,
            rest.size() > 2 ? rest.get(2) : null));
  }

  /** A path to an object (or collection when {@code name} is null) without subresource. */
  public static ResourcePath of(
      String group, String version, String plural, String namespace, String name) {
    return new ResourcePath(group, version, namespace, plural, name, null);
  }

  private static boolean isNamespaceSubresource(List<String> rest) {
    return rest.size() == 3 && (rest.get(2).equals("status") || rest.get(2).equals("finalize"));
  }

  private static List<String> segments(String path) {
    List<String> result = new ArrayList<>();
    for (String segment : path.split("/")) {
      if (!segment.isEmpty()) {
        result.add(segment);
      }
    }
    return result;
  }

  /** {@code group/version}, or just {@code version} for the core group. */
  public String groupVersion() {
    return group.isEmpty() ? version : group + "/" + version;
  }

  /** True when the request addresses one object (possibly a subresource of it). */
  public boolean isObject() {
    return name != null;
  }

  /** The same resource without name and subresource. */
  public ResourcePath collection() {
    return new ResourcePath(group, version, namespace, plural, null, null);
  }

  /** The object itself, without subresource. */
  public ResourcePath object() {
    return new ResourcePath(group, version, namespace, plural, name, null);
  }

  /** The same collection across all namespaces. */
  public ResourcePath allNamespaces() {
    return new ResourcePath(group, version, null, plural, null, null);
  }

  /** Renders the path back, e.g. {@code /api/v1/namespaces/ns/pods/p/log}. */
  public String toPath() {
    StringBuilder path = new StringBuilder(group.isEmpty() ? "/api/" : "/apis/" + group + "/");
    path.append(version);
    if (namespace != null) {
      path.append("/namespaces/").append(namespace);
    }
    path.append('/').append(plural);
    if (name != null) {
      path.append('/').append(name);
      if (subresource != null) {
        path.append('/').append(subresource);
      }
    }
    return path.toString();
  }

  @Override
  public String toString() {
    return toPath();
  }
}
