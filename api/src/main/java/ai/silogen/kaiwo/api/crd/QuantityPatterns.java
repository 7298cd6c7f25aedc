package ai.silogen.kaiwo.api.crd;

import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinition;

/**
 * Build step: every field read as a {@link Quantity} gets the pattern Kubernetes' own schemas (and
 * controller-gen's) give {@code resource.Quantity}. Without it the int-or-string schema accepts any
 * string, and an empty one ({@code memory: ""}, easily produced by a template) cannot be read by
 * fabric8's Quantity: the object would be stored and then fail the informer that lists its kind.
 * With it the API server refuses the value, naming the field.
 */
final class QuantityPatterns {
  static final String PATTERN =
      "^(\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]"
          + "|([eE](\\+|-)?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$";

  private QuantityPatterns() {}

  /** Sets the pattern in every version of {@code crd}, whose kind is read by {@code kind}. */
  static void apply(CustomResourceDefinition crd, Class<?> kind) {
    SchemaWalk.walk(
        crd,
        kind,
        (path, schema, type) -> {
          if (type.getRawClass() == Quantity.class && schema.getPattern() == null) {
            schema.setPattern(PATTERN);
          }
        });
  }
}
