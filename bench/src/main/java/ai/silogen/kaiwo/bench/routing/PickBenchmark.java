package ai.silogen.kaiwo.bench.routing;

import ai.silogen.kaiwo.gateway.routing.EndpointGroup;
import ai.silogen.kaiwo.gateway.routing.Lease;
import ai.silogen.kaiwo.gateway.routing.LoadBalancingConfig;
import ai.silogen.kaiwo.gateway.routing.LoadBalancingStrategy;
import ai.silogen.kaiwo.gateway.routing.ObservedEndpoint;
import ai.silogen.kaiwo.gateway.routing.PickRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One routing decision plus the lease round trip (increment and release of the in-flight counters)
 * over 8 endpoints with KubeAI's defaults: 256 virtual nodes, 100-character prefixes, a 1.25 load
 * bound. Some requests stay in flight so that the bound and the least-load scan see uneven loads.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PickBenchmark {
  private static final int ENDPOINTS = 8;
  private static final int PREFIXES = 1024;

  @Param({"LEAST_LOAD", "PREFIX_HASH"})
  public LoadBalancingStrategy strategy;

  private EndpointGroup group;
  private PickRequest[] requests;
  private final List<Lease> background = new ArrayList<>();

  @Setup(Level.Trial)
  public void setUp() {
    group = new EndpointGroup("default/model");
    List<ObservedEndpoint> endpoints = new ArrayList<>();
    for (int i = 0; i < ENDPOINTS; i++) {
      endpoints.add(ObservedEndpoint.of("default/model-m-5f7-" + i, "10.0.0." + i + ":8000"));
    }
    group.replaceEndpoints(endpoints);
    LoadBalancingConfig config = LoadBalancingConfig.of(strategy);
    Random random = new Random(7);
    requests = new PickRequest[PREFIXES];
    for (int i = 0; i < PREFIXES; i++) {
      requests[i] = new PickRequest("", randomText(random, config.prefixCharLength()), config);
    }
    for (int i = 0; i < 200; i++) {
      background.add(group.tryPick(requests[i]).orElseThrow());
    }
  }

  @State(Scope.Thread)
  public static class Cursor {
    int next;
  }

  @Benchmark
  public String pickAndRelease(Cursor cursor) {
    PickRequest request = requests[cursor.next++ & (PREFIXES - 1)];
    try (Lease lease = group.tryPick(request).orElseThrow()) {
      return lease.address();
    }
  }

  static String randomText(Random random, int length) {
    StringBuilder text = new StringBuilder(length);
    while (text.length() < length) {
      text.append((char) ('a' + random.nextInt(26)));
      if (random.nextInt(6) == 0) {
        text.append(' ');
      }
    }
    return text.substring(0, length);
  }
}
