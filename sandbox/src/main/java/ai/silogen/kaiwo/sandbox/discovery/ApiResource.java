package ai.silogen.kaiwo.sandbox.discovery;

import java.util.List;

/**
 * One resource type the API server serves at one group/version, as listed in discovery.
 *
 * @param group API group ({@code ""} for core)
 * @param version API version
 * @param plural resource name in paths, e.g. {@code deployments}
 * @param singular singular name
 * @param kind object kind
 * @param namespaced whether objects live in namespaces
 * @param shortNames kubectl short names
 * @param categories discovery categories such as {@code all}
 * @param subresources served subresources ({@code status}, {@code scale}, {@code log}, ...)
 * @param scale scale subresource paths, {@code null} without {@code scale}
 */
public record ApiResource(
    String group,
    String version,
    String plural,
    String singular,
    String kind,
    boolean namespaced,
    List<String> shortNames,
    List<String> categories,
    List<String> subresources,
    ScalePaths scale) {

  /**
   * Where the scale subresource reads and writes replicas (simple JSON paths like {@code
   * .spec.replicas}).
   */
  public record ScalePaths(
      String specReplicasPath, String statusReplicasPath, String labelSelectorPath) {}

  /** The verbs of the resource itself. */
  public static final List<String> VERBS =
      List.of("create", "delete", "deletecollection", "get", "list", "patch", "update", "watch");

  public String groupVersion() {
    return group.isEmpty() ? version : group + "/" + version;
  }

  public boolean hasStatus() {
    return subresources.contains("status");
  }

  public boolean hasSubresource(String name) {
    return subresources.contains(name);
  }

  /** The list kind, e.g. {@code PodList}. */
  public String listKind() {
    return kind + "List";
  }

  /** Verbs of a subresource as kube-apiserver lists them. */
  public static List<String> subresourceVerbs(String subresource) {
    return switch (subresource) {
      case "status", "scale" -> List.of("get", "patch", "update");
      case "log" -> List.of("get");
      case "exec", "attach", "portforward", "proxy" -> List.of("create", "get");
      case "binding", "eviction" -> List.of("create");
      case "finalize" -> List.of("update");
      default -> List.of("get");
    };
  }
}
