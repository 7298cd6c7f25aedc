/**
 * Group {@code config.kaiwo.silogen.ai/v1alpha1}: the operator's runtime configuration {@link
 * ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig} (cluster-scoped singleton {@code kaiwo}) and
 * the per-namespace {@link ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig}.
 */
package ai.silogen.kaiwo.api.config.v1alpha1;
