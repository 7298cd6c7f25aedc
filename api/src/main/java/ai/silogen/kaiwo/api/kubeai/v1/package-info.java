/**
 * Group {@code kubeai.org/v1}: {@link ai.silogen.kaiwo.api.kubeai.v1.Model}, API-compatible with
 * KubeAI (same fields, defaults and CEL rules), plus status conditions and observedGeneration.
 */
package ai.silogen.kaiwo.api.kubeai.v1;
