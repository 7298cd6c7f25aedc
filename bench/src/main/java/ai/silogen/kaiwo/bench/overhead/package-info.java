/**
 * Benchmark 1: proxy overhead on loopback against a zero-latency simulated engine, our gateway
 * compared with HAProxy and nginx, with an open-loop (coordinated-omission-free) load generator.
 */
package ai.silogen.kaiwo.bench.overhead;
