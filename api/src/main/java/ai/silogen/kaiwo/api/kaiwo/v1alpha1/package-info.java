/**
 * Group {@code kaiwo.silogen.ai/v1alpha1}: the workload kinds {@link
 * ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob} and {@link
 * ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService} (namespaced; their specs extend {@link
 * ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonMetaSpec}, so the YAML stays flat) and the
 * cluster-scoped {@link ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig}.
 */
package ai.silogen.kaiwo.api.kaiwo.v1alpha1;
