/**
 * Benchmark 3: autoscaler reaction to a load step, on a simulated clock, driving the gateway's own
 * autoscaler loop and policies.
 */
package ai.silogen.kaiwo.bench.autoscaler;
