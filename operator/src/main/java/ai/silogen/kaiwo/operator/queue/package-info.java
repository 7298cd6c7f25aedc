/**
 * Kueue administration through the {@code kaiwo} KaiwoQueueConfig (reference §10).
 *
 * <p>Pure model: {@link ai.silogen.kaiwo.operator.queue.DefaultQueueConfig} and {@link
 * ai.silogen.kaiwo.operator.queue.DiscoveredQueues} (the config generated from node pools), {@link
 * ai.silogen.kaiwo.operator.queue.QueueRender} (config → Kueue objects, also used by {@code kaiwo
 * render}), {@link ai.silogen.kaiwo.operator.queue.KueueSyncPlan} (desired vs observed → steps,
 * with the ownership rules of {@link ai.silogen.kaiwo.operator.queue.Ownership}: only objects the
 * config owns are ever deleted) and {@link ai.silogen.kaiwo.operator.queue.QueueConfigStatusModel}.
 * Shell: {@link ai.silogen.kaiwo.operator.queue.QueueConfigReconciler} with its event sources,
 * {@link ai.silogen.kaiwo.operator.queue.KueueApplier} (conflict retries, delete-and-recreate of
 * flavors Kueue refuses to update) and the guard that re-creates a deleted config.
 */
package ai.silogen.kaiwo.operator.queue;
