package ai.silogen.kaiwo.api.crd;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.ServedKinds;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinition;
import io.fabric8.kubernetes.api.model.apiextensions.v1.JSONSchemaProps;
import io.fabric8.kubernetes.client.CustomResource;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The CRDs generated from the served kinds at build time. They are on the classpath of every module
 * that depends on {@code kaiwo-api}, as {@code META-INF/fabric8/<plural>.<group>-v1.yml}.
 */
public final class GeneratedCrds {

  private static final String DIRECTORY = "META-INF/fabric8/";

  private GeneratedCrds() {}

  /** Classpath resource of the CRD of a served kind. */
  public static String resourceName(Class<? extends CustomResource<?, ?>> kind) {
    return DIRECTORY + fileName(ServedKinds.crdName(kind));
  }

  /** File name the generator uses for a CRD, e.g. {@code kaiwojobs.kaiwo.silogen.ai-v1.yml}. */
  public static String fileName(String crdName) {
    return crdName + "-v1.yml";
  }

  /** The YAML text of the CRD of a served kind, exactly as generated. */
  public static String yaml(Class<? extends CustomResource<?, ?>> kind) {
    String resource = resourceName(kind);
    try (InputStream in = GeneratedCrds.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException(
            resource + " is not on the classpath; build the api module (it generates the CRDs)");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + resource, e);
    }
  }

  /** The CRD of a served kind. */
  public static CustomResourceDefinition forKind(Class<? extends CustomResource<?, ?>> kind) {
    return ApiSerialization.read(yaml(kind), CustomResourceDefinition.class);
  }

  /** The OpenAPI schema of the (single) version of a served kind's CRD. */
  public static JSONSchemaProps schema(Class<? extends CustomResource<?, ?>> kind) {
    return forKind(kind).getSpec().getVersions().get(0).getSchema().getOpenAPIV3Schema();
  }

  /** The CRDs of all served kinds, in the order of {@link ServedKinds#ALL}. */
  public static List<CustomResourceDefinition> all() {
    return ServedKinds.ALL.stream().map(GeneratedCrds::forKind).toList();
  }
}
