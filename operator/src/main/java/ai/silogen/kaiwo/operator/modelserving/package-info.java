/**
 * Model serving: the KubeAI {@code kubeai.org/v1} Model controller ({@link
 * ai.silogen.kaiwo.operator.modelserving.ModelServingModule}) and its offline rendering ({@link
 * ai.silogen.kaiwo.operator.modelserving.ModelRender}).
 *
 * <p>Packages: {@code config} (system configuration), {@code spec} (a Model checked against it),
 * {@code pods} (the server pod per engine), {@code cache} (shared-filesystem cache objects and
 * lifecycle), {@code adapters} (LoRA sources and the engine API), {@code plan} (rollout plan),
 * {@code status} (status, conditions, self-maintained fields) are pure; {@code reconcile} is the
 * JOSDK shell that applies them.
 */
package ai.silogen.kaiwo.operator.modelserving;
