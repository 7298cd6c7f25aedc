/**
 * The model-serving system configuration (KubeAI's {@code system.yaml}): resource and cache
 * profiles, server images, loader image, pod settings and patches, rollout surge, credential
 * Secrets. Loaded once at start; an invalid file stops the operator with every offending key named.
 */
package ai.silogen.kaiwo.operator.modelserving.config;
