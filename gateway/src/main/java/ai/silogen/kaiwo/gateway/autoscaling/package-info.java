/**
 * The autoscaling decision: from the summed active requests of a model, one tick at a time, to the
 * replica count to write. Pure functions over explicit time; the loop that scrapes gateway
 * replicas, writes {@code /scale} and stores the state document lives elsewhere.
 *
 * <p>Two {@link ai.silogen.kaiwo.gateway.autoscaling.ScalingPolicy policies}: {@link
 * ai.silogen.kaiwo.gateway.autoscaling.KubeAiScalingPolicy} reproduces KubeAI (10-minute simple
 * moving average, slow on purpose) and {@link
 * ai.silogen.kaiwo.gateway.autoscaling.FastScalingPolicy} follows Knative's KPA (stable and panic
 * windows) for bursty inference traffic.
 */
package ai.silogen.kaiwo.gateway.autoscaling;
