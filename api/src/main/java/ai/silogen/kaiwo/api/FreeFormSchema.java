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
 * blocks): their full schemas would make our CRDs huge and tie them to one version of those APIs,
 * while the Java types still give the operator typed access. Unknown fields round-trip because the
 * fabric8 and external model types keep them.
 *
 * <p>The CRD generator reads {@link SchemaFrom} through Jackson's annotation bundles, so this one
 * annotation carries both.
 */
@Target({ElementType.FIELD, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@JacksonAnnotationsInside
@SchemaFrom(type = ObjectNode.class)
public @interface FreeFormSchema {}
