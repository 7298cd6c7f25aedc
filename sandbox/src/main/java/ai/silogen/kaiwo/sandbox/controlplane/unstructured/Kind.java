package ai.silogen.kaiwo.sandbox.controlplane.unstructured;

import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;

/**
 * A Kubernetes resource type, named the way the API server addresses it. Controllers use it to
 * reach any resource through fabric8's generic client without API discovery, and admission plugins
 * use it to recognise the resource being written.
 *
 * @param group API group, {@code ""} for the core group
 * @param version API version within the group
 * @param kind kind, e.g. {@code RayJob}
 * @param plural plural resource name, e.g. {@code rayjobs}
 * @param namespaced whether objects live in a namespace
 */
public record Kind(String group, String version, String kind, String plural, boolean namespaced) {

  public static final Kind POD = new Kind("", "v1", "Pod", "pods", true);
  public static final Kind NAMESPACE = new Kind("", "v1", "Namespace", "namespaces", false);
  public static final Kind JOB = new Kind("batch", "v1", "Job", "jobs", true);

  /** The {@code apiVersion} field value, e.g. {@code ray.io/v1} or {@code v1}. */
  public String apiVersion() {
    return group.isEmpty() ? version : group + "/" + version;
  }

  /** Whether an admission request for {@code group}/{@code plural} is about this kind. */
  public boolean matches(String group, String plural) {
    return this.group.equals(group) && this.plural.equals(plural);
  }

  /** Whether {@code apiVersion}/{@code kind} (as found in an object or owner reference) is this. */
  public boolean isKindOf(String apiVersion, String kind) {
    return apiVersion().equals(apiVersion) && this.kind.equals(kind);
  }

  ResourceDefinitionContext context() {
    return new ResourceDefinitionContext.Builder()
        .withGroup(group)
        .withVersion(version)
        .withKind(kind)
        .withPlural(plural)
        .withNamespaced(namespaced)
        .build();
  }
}
