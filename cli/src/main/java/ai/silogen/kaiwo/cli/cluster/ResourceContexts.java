package ai.silogen.kaiwo.cli.cluster;

import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;

/**
 * Resource coordinates for fabric8's generic client, spelled out so that no discovery round trip is
 * needed.
 */
public final class ResourceContexts {

  private ResourceContexts() {}

  /** A namespaced resource, e.g. {@code namespaced("batch", "v1", "jobs", "Job")}. */
  public static ResourceDefinitionContext namespaced(
      String group, String version, String plural, String kind) {
    return new ResourceDefinitionContext.Builder()
        .withGroup(group)
        .withVersion(version)
        .withPlural(plural)
        .withKind(kind)
        .withNamespaced(true)
        .build();
  }
}
