package ai.silogen.kaiwo.api.crd;

import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.introspect.BeanPropertyDefinition;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinition;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinitionVersion;
import io.fabric8.kubernetes.api.model.apiextensions.v1.JSONSchemaProps;
import java.util.Set;

/**
 * Build step: gives every integer field of a generated CRD the width of the Java type that reads
 * it, {@code format: int32} or {@code int64}, as kubebuilder does for Go's int32 and int64
 * (KubeAI's Model CRD carries them). API servers from Kubernetes 1.36 on, and the sandbox, then
 * refuse a value the controllers could not read (3000000000 replicas) at admission, naming the
 * field, instead of storing an object whose every watch event fails to deserialise.
 */
final class IntegerFormats {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final Set<Class<?>> INT32 =
      Set.of(Integer.class, int.class, Short.class, short.class, Byte.class, byte.class);
  private static final Set<Class<?>> INT64 = Set.of(Long.class, long.class);

  private IntegerFormats() {}

  /** Sets the formats in every version of {@code crd}, whose kind is read by {@code kind}. */
  static void apply(CustomResourceDefinition crd, Class<?> kind) {
    JavaType type = MAPPER.constructType(kind);
    for (CustomResourceDefinitionVersion version : crd.getSpec().getVersions()) {
      if (version.getSchema() != null) {
        annotate(version.getSchema().getOpenAPIV3Schema(), type);
      }
    }
  }

  private static void annotate(JSONSchemaProps schema, JavaType type) {
    if (schema == null || type == null) {
      return;
    }
    if ("integer".equals(schema.getType())) {
      if (schema.getFormat() == null) {
        Class<?> raw = type.getRawClass();
        schema.setFormat(INT32.contains(raw) ? "int32" : INT64.contains(raw) ? "int64" : null);
      }
      return;
    }
    if (type.isMapLikeType()) {
      if (schema.getAdditionalProperties() != null) {
        annotate(schema.getAdditionalProperties().getSchema(), type.getContentType());
      }
      return;
    }
    if (type.isContainerType()) {
      if (schema.getItems() != null) {
        annotate(schema.getItems().getSchema(), type.getContentType());
      }
      return;
    }
    if (schema.getProperties() == null || schema.getProperties().isEmpty()) {
      return;
    }
    BeanDescription bean = MAPPER.getSerializationConfig().introspect(type);
    for (BeanPropertyDefinition property : bean.findProperties()) {
      annotate(schema.getProperties().get(property.getName()), property.getPrimaryType());
    }
  }
}
