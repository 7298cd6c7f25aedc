/**
 * Kaiwo's API: the Java types of every kind Kaiwo serves, minimal models of the external kinds it
 * manages, and shared constants and helpers.
 *
 * <ul>
 *   <li>{@code kaiwo.v1alpha1} ({@code kaiwo.silogen.ai}): KaiwoJob, KaiwoService,
 *       KaiwoQueueConfig.
 *   <li>{@code config.v1alpha1} ({@code config.kaiwo.silogen.ai}): KaiwoConfig, AIMNamespaceConfig.
 *   <li>{@code kubeai.v1} ({@code kubeai.org}): Model.
 *   <li>{@code external}: Kueue, KubeRay and AppWrapper kinds (not served, no CRDs generated).
 *   <li>{@code crd}: access to the CRDs generated from the served kinds at build time.
 * </ul>
 *
 * <p>Conventions of the served types: every field is a nullable wrapper type and {@code null} means
 * "not set", so the types never add values; defaults are declared with {@code @Default} and applied
 * by the API server from the generated CRD. Fields unknown to a type are ignored on read (an API
 * server prunes them anyway, and an operator must not fail on objects written against a newer CRD).
 * Validation ({@code @Min}, {@code @Pattern}, {@code @ValidationRule}, ...) only shapes the CRD;
 * the Java setters do not check.
 */
package ai.silogen.kaiwo.api;
