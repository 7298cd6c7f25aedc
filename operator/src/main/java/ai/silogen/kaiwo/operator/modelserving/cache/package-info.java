/**
 * Shared-filesystem model caches: the per-namespace claim of a cache profile, the load and evict
 * Jobs, the claim record of loaded Models, and the step-by-step plan of both lifecycles.
 */
package ai.silogen.kaiwo.operator.modelserving.cache;
