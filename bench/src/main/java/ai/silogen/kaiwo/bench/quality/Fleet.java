package ai.silogen.kaiwo.bench.quality;

import ai.silogen.kaiwo.enginesim.EngineSimulator;
import ai.silogen.kaiwo.enginesim.config.EngineConfig;
import ai.silogen.kaiwo.enginesim.config.EngineProfile;
import ai.silogen.kaiwo.enginesim.metrics.EngineStats;
import ai.silogen.kaiwo.gateway.routing.ObservedEndpoint;
import io.vertx.core.Vertx;
import java.util.ArrayList;
import java.util.List;

/**
 * Simulated vLLM replicas of the 8B/H100 profile (16 running sequences, 30 ms + 250 µs per uncached
 * prompt token, 12 ms per output token, 2× slower at a full batch) with a small KV cache, so that a
 * replica cannot hold every conversation and routing decides the hit rate. With {@code
 * serialPrefill} the uncached prompt tokens of concurrent requests share one prefill pipeline per
 * replica, so misses cost throughput as on a real GPU.
 */
final class Fleet implements AutoCloseable {
  static final String MODEL = "llama";

  private final List<EngineSimulator> engines = new ArrayList<>();

  Fleet(Vertx vertx, int replicas, int kvBlocks, double timeScale, boolean serialPrefill) {
    for (int i = 0; i < replicas; i++) {
      EngineSimulator engine =
          EngineSimulator.create(
              vertx,
              EngineConfig.builder(EngineProfile.BALANCED_8B_H100)
                  .servedModelName(MODEL)
                  .numGpuBlocks(kvBlocks)
                  .timeScale(timeScale)
                  .serialPrefill(serialPrefill)
                  .jitter(false)
                  .maxWaitingRequests(100_000)
                  .maxModelLen(1_000_000)
                  .build());
      engine.start();
      engines.add(engine);
    }
  }

  /** The replicas as endpoints of one model, named like pods. */
  List<ObservedEndpoint> endpoints() {
    List<ObservedEndpoint> endpoints = new ArrayList<>();
    for (int i = 0; i < engines.size(); i++) {
      endpoints.add(ObservedEndpoint.of("bench/llama-" + i, "127.0.0.1:" + engines.get(i).port()));
    }
    return endpoints;
  }

  /** Prompt tokens looked up and found in the prefix caches, summed over replicas. */
  long[] prefixCounters() {
    long queries = 0;
    long hits = 0;
    for (EngineSimulator engine : engines) {
      EngineStats stats = engine.stats();
      queries += stats.prefixCacheQueries();
      hits += stats.prefixCacheHits();
    }
    return new long[] {queries, hits};
  }

  @Override
  public void close() {
    engines.forEach(EngineSimulator::close);
  }
}
