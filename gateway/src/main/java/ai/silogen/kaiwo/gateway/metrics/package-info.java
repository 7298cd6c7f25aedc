/**
 * Prometheus metrics of the gateway (micrometer): active requests per model, which the autoscaler
 * sums across gateway replicas, latency and time-to-first-byte histograms, routing decisions,
 * retries and scale-from-zero waits.
 */
package ai.silogen.kaiwo.gateway.metrics;
