/**
 * {@code kaiwo render}: what the operator would create for a set of Kaiwo objects, computed offline
 * with the controllers' own desired-state builders ({@link
 * ai.silogen.kaiwo.operator.workload.model.DesiredStateBuilder}).
 *
 * <p>Entry point: {@link ai.silogen.kaiwo.operator.render.Renderer}. Without a cluster file the
 * facts are {@link ai.silogen.kaiwo.operator.render.DefaultCluster}: the sandbox's default node
 * pool and default configuration.
 */
package ai.silogen.kaiwo.operator.render;
