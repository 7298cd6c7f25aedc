package ai.silogen.kaiwo.api.crd;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.introspect.BeanPropertyDefinition;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinition;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinitionVersion;
import io.fabric8.kubernetes.api.model.apiextensions.v1.JSONSchemaProps;

/**
 * Walks a CRD schema together with the Java type that reads each of its nodes (bean properties, map
 * values, list items), so that build steps and tests can relate what the API server accepts to what
 * Jackson can read.
 */
public final class SchemaWalk {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** Called once per schema node that has a Java type. */
  @FunctionalInterface
  public interface Visitor {
    /**
     * @param path field path from the root, e.g. {@code .spec.topologies[].metadata}
     * @param schema the node's schema
     * @param type the Java type reading it
     */
    void visit(String path, JSONSchemaProps schema, JavaType type);
  }

  private SchemaWalk() {}

  /** Visits every version of {@code crd}, whose kind is read by {@code kind}. */
  public static void walk(CustomResourceDefinition crd, Class<?> kind, Visitor visitor) {
    JavaType type = MAPPER.constructType(kind);
    for (CustomResourceDefinitionVersion version : crd.getSpec().getVersions()) {
      if (version.getSchema() != null) {
        walk("", version.getSchema().getOpenAPIV3Schema(), type, visitor);
      }
    }
  }

  private static void walk(String path, JSONSchemaProps schema, JavaType type, Visitor visitor) {
    if (schema == null || type == null) {
      return;
    }
    visitor.visit(path, schema, type);
    if (type.isMapLikeType()) {
      if (schema.getAdditionalProperties() != null) {
        walk(
            path + ".*",
            schema.getAdditionalProperties().getSchema(),
            type.getContentType(),
            visitor);
      }
      return;
    }
    if (type.isContainerType()) {
      if (schema.getItems() != null) {
        walk(path + "[]", schema.getItems().getSchema(), type.getContentType(), visitor);
      }
      return;
    }
    if (schema.getProperties() == null || schema.getProperties().isEmpty()) {
      return;
    }
    BeanDescription bean = MAPPER.getSerializationConfig().introspect(type);
    for (BeanPropertyDefinition property : bean.findProperties()) {
      walk(
          path + "." + property.getName(),
          schema.getProperties().get(property.getName()),
          property.getPrimaryType(),
          visitor);
    }
  }
}
