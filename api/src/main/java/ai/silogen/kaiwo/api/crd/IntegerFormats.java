package ai.silogen.kaiwo.api.crd;

import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinition;
import java.util.Set;

/**
 * Build step: gives every integer field of a generated CRD the width of the Java type that reads
 * it, {@code format: int32} or {@code int64}, as kubebuilder does for Go's int32 and int64
 * (KubeAI's Model CRD carries them). An int32 field also gets the bounds of that width where it has
 * none of its own: API servers before Kubernetes 1.36 ignore the format, and a value such as
 * 3000000000 replicas would be stored and then fail every watch event of the kind while it is
 * deserialised. With the bounds every API server (and the sandbox) refuses it, naming the field.
 */
final class IntegerFormats {
  private static final Set<Class<?>> INT32 =
      Set.of(Integer.class, int.class, Short.class, short.class, Byte.class, byte.class);
  private static final Set<Class<?>> INT64 = Set.of(Long.class, long.class);

  private IntegerFormats() {}

  /** Sets the formats in every version of {@code crd}, whose kind is read by {@code kind}. */
  static void apply(CustomResourceDefinition crd, Class<?> kind) {
    SchemaWalk.walk(
        crd,
        kind,
        (path, schema, type) -> {
          if (!"integer".equals(schema.getType())) {
            return;
          }
          Class<?> raw = type.getRawClass();
          if (schema.getFormat() == null) {
            schema.setFormat(INT32.contains(raw) ? "int32" : INT64.contains(raw) ? "int64" : null);
          }
          if ("int32".equals(schema.getFormat())) {
            if (schema.getMaximum() == null) {
              schema.setMaximum((double) Integer.MAX_VALUE);
            }
            if (schema.getMinimum() == null) {
              schema.setMinimum((double) Integer.MIN_VALUE);
            }
          }
        });
  }
}
