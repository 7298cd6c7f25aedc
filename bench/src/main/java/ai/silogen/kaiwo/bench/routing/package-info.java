/**
 * JMH benchmarks of the gateway's per-request work: picking an endpoint and reading a request body.
 * Run with {@code bench/run jmh}.
 */
package ai.silogen.kaiwo.bench.routing;
