/**
 * Acting on replica counts: scale from zero on the first request, and the leader-elected autoscaler
 * loop that sums active requests over gateway replicas, runs a {@link
 * ai.silogen.kaiwo.gateway.autoscaling.ScalingPolicy}, writes {@code /scale} and keeps its state in
 * a ConfigMap across restarts.
 */
package ai.silogen.kaiwo.gateway.scaling;
