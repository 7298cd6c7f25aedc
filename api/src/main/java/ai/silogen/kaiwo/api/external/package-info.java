/**
 * Minimal client-side models of the kinds Kaiwo creates or watches but does not serve: Kueue
 * ({@code kueue.x-k8s.io}), KubeRay ({@code ray.io}) and AppWrapper ({@code
 * workload.codeflare.dev}). Only fields Kaiwo reads or writes are typed; every class extends {@link
 * ai.silogen.kaiwo.api.external.ExtensibleObject} or {@link
 * ai.silogen.kaiwo.api.external.ExternalResource} so that all other fields survive a
 * read-modify-write. Excluded from Kaiwo's CRD generation: those projects install their own CRDs.
 */
package ai.silogen.kaiwo.api.external;
