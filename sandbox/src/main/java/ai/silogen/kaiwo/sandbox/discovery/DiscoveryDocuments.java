package ai.silogen.kaiwo.sandbox.discovery;

import ai.silogen.kaiwo.sandbox.json.Json;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The legacy discovery documents kubectl and client libraries read: {@code /version}, {@code /api},
 * {@code /api/v1}, {@code /apis}, {@code /apis/<group>} and {@code /apis/<group>/<version>}.
 * Aggregated discovery is not offered; clients fall back to these.
 */
public final class DiscoveryDocuments {

  /** The Kubernetes version the sandbox reports (kubectl picks a matching client). */
  public static final String MAJOR = "1";

  public static final String MINOR = "32";

  private final ResourceCatalog catalog;
  private final String serverAddress;

  public DiscoveryDocuments(ResourceCatalog catalog, String serverAddress) {
    this.catalog = catalog;
    this.serverAddress = serverAddress;
  }

  /** The document for a discovery path, or empty when the path is not one. */
  public Optional<ObjectNode> document(String path) {
    String trimmed =
        path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    String[] parts = trimmed.substring(1).split("/");
    return switch (trimmed) {
      case "/version" -> Optional.of(version());
      case "/api" -> Optional.of(apiVersions());
      case "/apis" -> Optional.of(groupList());
      case "/" -> Optional.of(rootPaths());
      default -> {
        if (parts.length == 2 && parts[0].equals("api")) {
          yield resourceList("", parts[1]);
        } else if (parts.length == 2 && parts[0].equals("apis")) {
          yield group(parts[1]);
        } else if (parts.length == 3 && parts[0].equals("apis")) {
          yield resourceList(parts[1], parts[2]);
        }
        yield Optional.empty();
      }
    };
  }

  private ObjectNode version() {
    return Json.object()
        .put("major", MAJOR)
        .put("minor", MINOR)
        .put("gitVersion", "v" + MAJOR + "." + MINOR + ".0")
        .put("gitCommit", "kaiwo-sandbox")
        .put("gitTreeState", "clean")
        .put("buildDate", "2026-01-01T00:00:00Z")
        .put("goVersion", "go1.23")
        .put("compiler", "gc")
        .put("platform", "linux/amd64");
  }

  private ObjectNode apiVersions() {
    ObjectNode doc = Json.object().put("kind", "APIVersions");
    doc.putArray("versions").add("v1");
    doc.putArray("serverAddressByClientCIDRs")
        .addObject()
        .put("clientCIDR", "0.0.0.0/0")
        .put("serverAddress", serverAddress);
    return doc;
  }

  private ObjectNode groupList() {
    ObjectNode doc = Json.object().put("kind", "APIGroupList").put("apiVersion", "v1");
    ArrayNode groups = doc.putArray("groups");
    catalog
        .groupVersions()
        .forEach(
            (group, versions) -> {
              if (!group.isEmpty()) {
                groups.add(groupDocument(group, versions));
              }
            });
    return doc;
  }

  private Optional<ObjectNode> group(String group) {
    List<String> versions = catalog.groupVersions().get(group);
    if (versions == null || group.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        groupDocument(group, versions).put("kind", "APIGroup").put("apiVersion", "v1"));
  }

  private static ObjectNode groupDocument(String group, List<String> versions) {
    ObjectNode doc = Json.object().put("name", group);
    ArrayNode list = doc.putArray("versions");
    versions.forEach(v -> list.addObject().put("groupVersion", group + "/" + v).put("version", v));
    doc.putObject("preferredVersion")
        .put("groupVersion", group + "/" + versions.get(0))
        .put("version", versions.get(0));
    return doc;
  }

  private Optional<ObjectNode> resourceList(String group, String version) {
    List<ApiResource> resources = catalog.resources(group, version);
    if (resources.isEmpty()) {
      return Optional.empty();
    }
    ObjectNode doc =
        Json.object()
            .put("kind", "APIResourceList")
            .put("apiVersion", "v1")
            .put("groupVersion", group.isEmpty() ? version : group + "/" + version);
    ArrayNode list = doc.putArray("resources");
    for (ApiResource resource : resources) {
      ObjectNode entry =
          list.addObject()
              .put("name", resource.plural())
              .put("singularName", resource.singular())
              .put("namespaced", resource.namespaced())
              .put("kind", resource.kind());
      ApiResource.VERBS.forEach(entry.putArray("verbs")::add);
      if (!resource.shortNames().isEmpty()) {
        resource.shortNames().forEach(entry.putArray("shortNames")::add);
      }
      if (!resource.categories().isEmpty()) {
        resource.categories().forEach(entry.putArray("categories")::add);
      }
      for (String subresource : resource.subresources()) {
        list.add(subresourceEntry(resource, subresource));
      }
    }
    return Optional.of(doc);
  }

  private static ObjectNode subresourceEntry(ApiResource resource, String subresource) {
    ObjectNode entry =
        Json.object()
            .put("name", resource.plural() + "/" + subresource)
            .put("singularName", "")
            .put("namespaced", resource.namespaced());
    if (subresource.equals("scale")) {
      entry.put("group", "autoscaling").put("version", "v1").put("kind", "Scale");
    } else {
      entry.put("kind", subresourceKind(resource, subresource));
    }
    ApiResource.subresourceVerbs(subresource).forEach(entry.putArray("verbs")::add);
    return entry;
  }

  private static String subresourceKind(ApiResource resource, String subresource) {
    return switch (subresource) {
      case "exec" -> "PodExecOptions";
      case "attach" -> "PodAttachOptions";
      case "portforward" -> "PodPortForwardOptions";
      case "binding" -> "Binding";
      case "eviction" -> "Eviction";
      default -> resource.kind();
    };
  }

  private ObjectNode rootPaths() {
    ObjectNode doc = Json.object();
    ArrayNode paths = doc.putArray("paths");
    paths.add("/api").add("/api/v1").add("/apis").add("/version");
    for (Map.Entry<String, List<String>> group : catalog.groupVersions().entrySet()) {
      if (!group.getKey().isEmpty()) {
        paths.add("/apis/" + group.getKey());
        group.getValue().forEach(v -> paths.add("/apis/" + group.getKey() + "/" + v));
      }
    }
    return doc;
  }
}
