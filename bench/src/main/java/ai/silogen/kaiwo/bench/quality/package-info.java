/**
 * Benchmark 2: routing quality. Closed-loop multi-turn conversations against simulated replicas
 * with prefix caches, routed by the gateway's request parser, resolver and endpoint groups.
 */
package ai.silogen.kaiwo.bench.quality;
