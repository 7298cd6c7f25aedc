package ai.silogen.kaiwo.sandbox.crd;

import ai.silogen.kaiwo.sandbox.admission.CompiledSchema;
import ai.silogen.kaiwo.sandbox.discovery.ApiResource;
import ai.silogen.kaiwo.sandbox.discovery.ApiResource.ScalePaths;
import ai.silogen.kaiwo.sandbox.json.Json;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A custom resource type as declared by an {@code apiextensions.k8s.io/v1}
 * CustomResourceDefinition: names, scope and per-version schema, subresources and printer columns.
 *
 * @param crdName the CRD's name, {@code <plural>.<group>}
 * @param group API group
 * @param kind object kind
 * @param plural plural name
 * @param namespaced whether objects are namespaced
 * @param versions declared versions
 */
public record CustomResourceType(
    String crdName,
    String group,
    String kind,
    String plural,
    boolean namespaced,
    List<CrdVersion> versions) {

  /**
   * One version of the type.
   *
   * @param name version name
   * @param served whether the API serves it
   * @param storage whether it is the storage version
   * @param resource how discovery lists it
   * @param columns additional printer columns
   * @param schema {@code openAPIV3Schema}, {@code null} when the version has none
   */
  public record CrdVersion(
      String name,
      boolean served,
      boolean storage,
      ApiResource resource,
      List<PrinterColumn> columns,
      JsonNode schema) {

    /** The compiled schema; {@code null} without schema. */
    public CompiledSchema compiled() {
      return schema == null ? null : CompiledSchema.of(schema);
    }
  }

  /** Reads a CRD object (JSON tree). */
  public static CustomResourceType from(JsonNode crd) {
    JsonNode spec = crd.path("spec");
    JsonNode names = spec.path("names");
    String group = spec.path("group").asText();
    String kind = names.path("kind").asText();
    String plural = names.path("plural").asText();
    String singular = names.path("singular").asText(kind.toLowerCase());
    boolean namespaced = !"Cluster".equals(spec.path("scope").asText("Namespaced"));
    List<String> shortNames = Json.stringList(names.get("shortNames"));
    List<String> categories = Json.stringList(names.get("categories"));
    List<CrdVersion> versions = new ArrayList<>();
    for (JsonNode version : spec.path("versions")) {
      JsonNode subresources = version.path("subresources");
      List<String> subresourceNames = new ArrayList<>();
      ScalePaths scale = null;
      if (subresources.has("status")) {
        subresourceNames.add("status");
      }
      if (subresources.has("scale")) {
        subresourceNames.add("scale");
        JsonNode s = subresources.get("scale");
        scale =
            new ScalePaths(
                s.path("specReplicasPath").asText(),
                s.path("statusReplicasPath").asText(),
                s.path("labelSelectorPath").asText(null));
      }
      String name = version.path("name").asText();
      ApiResource resource =
          new ApiResource(
              group,
              name,
              plural,
              singular,
              kind,
              namespaced,
              shortNames,
              categories,
              List.copyOf(subresourceNames),
              scale);
      JsonNode schema = version.path("schema").get("openAPIV3Schema");
      versions.add(
          new CrdVersion(
              name,
              version.path("served").asBoolean(true),
              version.path("storage").asBoolean(false),
              resource,
              columns(version),
              schema));
    }
    return new CustomResourceType(
        crd.path("metadata").path("name").asText(),
        group,
        kind,
        plural,
        namespaced,
        List.copyOf(versions));
  }

  private static List<PrinterColumn> columns(JsonNode version) {
    List<PrinterColumn> columns = new ArrayList<>();
    for (JsonNode column : version.path("additionalPrinterColumns")) {
      columns.add(
          new PrinterColumn(
              column.path("name").asText(),
              column.path("type").asText("string"),
              column.path("format").asText(""),
              column.path("description").asText(""),
              column.path("priority").asInt(0),
              column.path("jsonPath").asText()));
    }
    return List.copyOf(columns);
  }

  /** A served version by name. */
  public Optional<CrdVersion> servedVersion(String name) {
    return versions.stream().filter(v -> v.served() && v.name().equals(name)).findFirst();
  }
}
