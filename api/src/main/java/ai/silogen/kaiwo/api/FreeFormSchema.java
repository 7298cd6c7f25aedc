package ai.silogen.kaiwo.api;

import com.fasterxml.jackson.annotation.JacksonAnnotationsInside;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.crd.generator.annotation.SchemaFrom;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a property whose CRD schema is {@code type: object} with {@code
 * x-kubernetes-preserve-unknown-fields: true} instead of the schema of its Java type.
 *
 * <p>Used for embedded objects of other APIs (a whole batch/v1 Job, a RayService, Kueue policy
 * blocks): their full schemas would make our CRDs huge and tie them to one version of those APIs.
 * The API server then accepts any value inside them, so the Java field must be one that reads any
 * object: a {@link com.fasterxml.jackson.databind.JsonNode} (converted to its type where it is
 * used, so that a badly typed field is reported on that object) or a {@code Map}. A typed field
 * here would make a single badly typed value fail the informer that lists every object of the kind.
 *
 * <p>The CRD generator reads {@link SchemaFrom} through Jackson's annotation bundles, so this one
 * annotation carries both.
 */
@Target({ElementType.FIELD, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@JacksonAnnotationsInside
@SchemaFrom(type = ObjectNode.class)
public @interface FreeFormSchema {}
