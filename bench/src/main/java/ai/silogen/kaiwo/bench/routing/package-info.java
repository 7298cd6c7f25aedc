/**
 * JMH benchmarks of the gateway's per-request work: picking an endpoint and reading a request body.
 * Run with {@code java -cp <bench classpath> org.openjdk.jmh.Main 'routing.*'}.
 */
package ai.silogen.kaiwo.bench.routing;
