package ai.silogen.kaiwo.enginesim.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.enginesim.config.EngineConfig;
import ai.silogen.kaiwo.enginesim.config.EngineProfile;
import ai.silogen.kaiwo.enginesim.config.LatencyParams;
import ai.silogen.kaiwo.enginesim.metrics.EngineStats;
import ai.silogen.kaiwo.enginesim.model.SyntheticText;
import ai.silogen.kaiwo.enginesim.model.Tokenizer;
import ai.silogen.kaiwo.enginesim.model.Usage;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class EngineRuntimeTest {

  private static Vertx vertx;

  @BeforeAll
  static void startVertx() {
    vertx = Vertx.vertx();
  }

  @AfterAll
  static void stopVertx() {
    vertx.close().toCompletionStage().toCompletableFuture().join();
  }

  /** An engine whose requests stay running until cancelled (1 s per token, 1000 tokens). */
  private static EngineConfig.Builder slow() {
    return EngineConfig.builder(EngineProfile.ZERO_LATENCY)
        .latency(LatencyParams.ZERO.withInterToken(Duration.ofSeconds(1)))
        .prefixCaching(true);
  }

  private static EngineConfig.Builder instant() {
    return EngineConfig.builder(EngineProfile.ZERO_LATENCY).prefixCaching(true);
  }

  private static SimulatedRequest request(String prompt, int outputTokens, String lora) {
    return new SimulatedRequest(
        prompt,
        Tokenizer.countTokens(prompt),
        outputTokens,
        SyntheticText.seedOf(prompt),
        lora,
        true,
        true);
  }

  /** Runs {@code action} on the engine's event loop, as the HTTP layer does. */
  private static final class Loop {
    final Context context = vertx.getOrCreateContext();
    EngineRuntime engine;

    Loop(EngineConfig config) throws Exception {
      run(
          () ->
              engine =
                  new EngineRuntime(
                      vertx, config, new EngineCounters(config.numGpuBlocks()), System.nanoTime()));
    }

    <T> T run(Callable<T> action) throws Exception {
      CompletableFuture<T> result = new CompletableFuture<>();
      context.runOnContext(
          v -> {
            try {
              result.complete(action.call());
            } catch (Throwable t) {
              result.completeExceptionally(t);
            }
          });
      return result.get(5, TimeUnit.SECONDS);
    }

    Job submit(SimulatedRequest request, GenerationSink sink) throws Exception {
      return run(() -> engine.submit(request, sink));
    }

    EngineStats stats() {
      return engine.counters().snapshot();
    }
  }

  @Test
  void runsAtMostMaxNumSeqsAndStartsWaitingRequestsInOrder() throws Exception {
    Loop loop = new Loop(slow().maxNumSeqs(2).build());
    List<Job> jobs = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      jobs.add(loop.submit(request("prompt " + i, 1000, null), new RecordingSink()));
    }

    assertThat(loop.stats().running()).isEqualTo(2);
    assertThat(loop.stats().waiting()).isEqualTo(3);
    assertThat(jobs.get(2).waiting()).isTrue();

    loop.run(
        () -> {
          jobs.get(0).cancel();
          return null;
        });
    assertThat(jobs.get(2).waiting()).isFalse();
    assertThat(jobs.get(3).waiting()).isTrue();
    assertThat(loop.stats().running()).isEqualTo(2);
    assertThat(loop.stats().waiting()).isEqualTo(2);

    loop.run(
        () -> {
          jobs.forEach(Job::cancel);
          return null;
        });
    assertThat(loop.stats().running()).isZero();
    assertThat(loop.stats().waiting()).isZero();
    assertThat(loop.stats().requestsCancelled()).isEqualTo(5);
  }

  @Test
  void rejectsRequestsBeyondTheWaitingQueue() throws Exception {
    Loop loop = new Loop(slow().maxNumSeqs(1).maxWaitingRequests(1).build());
    RecordingSink third = new RecordingSink();
    Job a = loop.submit(request("a", 1000, null), new RecordingSink());
    Job b = loop.submit(request("b", 1000, null), new RecordingSink());
    loop.submit(request("c", 1000, null), third);

    assertThat(third.rejected).isTrue();
    assertThat(loop.stats().requestsRejected()).isEqualTo(1);
    loop.run(
        () -> {
          a.cancel();
          b.cancel();
          return null;
        });
  }

  @Test
  void cancellingARunningRequestFreesItsSlotAndPinnedBlocks() throws Exception {
    Loop loop = new Loop(slow().build());
    Job job = loop.submit(request("p".repeat(640), 1000, null), new RecordingSink());
    assertThat(loop.stats().kvBlocksInUse()).isEqualTo(11);

    loop.run(
        () -> {
          job.cancel();
          return null;
        });

    assertThat(loop.stats().running()).isZero();
    assertThat(loop.stats().kvBlocksInUse()).isZero();
    assertThat(loop.run(() -> loop.engine.cache.pinnedBlocks())).isZero();
    assertThat(loop.stats().cachedBlocks()).isEqualTo(10);
  }

  @Test
  void zeroLatencyCompletesWithinSubmit() throws Exception {
    Loop loop = new Loop(instant().build());
    RecordingSink sink = new RecordingSink();

    loop.submit(request("hello", 7, null), sink);

    assertThat(sink.completed).isCompleted();
    assertThat(sink.tokens).hasSize(7);
    assertThat(String.join("", sink.tokens))
        .isEqualTo(SyntheticText.text(SyntheticText.seedOf("hello"), 7));
    assertThat(loop.stats().requestsSucceeded()).isEqualTo(1);
    assertThat(loop.stats().generationTokens()).isEqualTo(7);
  }

  @Test
  void repeatedPromptsReportCachedTokensExceptTheLastBlock() throws Exception {
    Loop loop = new Loop(instant().build());
    String prompt = "x".repeat(200); // 50 tokens: 3 full blocks

    Usage first = complete(loop, request(prompt, 1, null));
    Usage second = complete(loop, request(prompt, 1, null));
    Usage exactBlocks = complete(loop, request("y".repeat(128), 1, null));
    Usage exactAgain = complete(loop, request("y".repeat(128), 1, null));

    assertThat(first.cachedTokens()).isZero();
    assertThat(second.cachedTokens()).isEqualTo(48);
    assertThat(exactBlocks.cachedTokens()).isZero();
    assertThat(exactAgain.cachedTokens()).isEqualTo(16);
    assertThat(loop.stats().prefixCacheHits()).isEqualTo(64);
    assertThat(loop.stats().prefixCacheQueries()).isEqualTo(164);
  }

  @Test
  void loraRequestsDoNotHitTheBaseModelsBlocks() throws Exception {
    Loop loop = new Loop(instant().build());
    String prompt = "z".repeat(256);
    complete(loop, request(prompt, 1, null));

    assertThat(complete(loop, request(prompt, 1, "adapter")).cachedTokens()).isZero();
    assertThat(complete(loop, request(prompt, 1, "adapter")).cachedTokens()).isEqualTo(48);
  }

  @Test
  void generatedTokensAreCachedForTheNextTurn() throws Exception {
    Loop loop = new Loop(instant().build());
    String prompt = "q".repeat(128); // 2 blocks
    complete(loop, request(prompt, 32, null));
    String reply = SyntheticText.text(SyntheticText.seedOf(prompt), 32);

    Usage nextTurn = complete(loop, request(prompt + reply + "n".repeat(100), 1, null));

    // prompt plus 31 computed output tokens = 252 chars = 3 full blocks
    assertThat(nextTurn.cachedTokens()).isEqualTo(48);
  }

  @Test
  void backpressurePausesEmissionUntilTheSinkDrains() throws Exception {
    Loop loop = new Loop(instant().build());
    RecordingSink sink = new RecordingSink();
    sink.writable = false;

    loop.submit(request("slow reader", 5, null), sink);
    assertThat(sink.tokens).isEmpty();
    assertThat(loop.stats().running()).isEqualTo(1);

    loop.run(
        () -> {
          sink.drain();
          return null;
        });
    assertThat(sink.completed).isCompleted();
    assertThat(sink.tokens).hasSize(5);
    assertThat(loop.stats().running()).isZero();
  }

  @Test
  void timeScaleCompressesSimulatedLatency() throws Exception {
    // 10 s of simulated decoding at scale 0.001 is 10 ms of wall time.
    Loop loop =
        new Loop(
            instant()
                .latency(LatencyParams.ZERO.withInterToken(Duration.ofSeconds(1)))
                .timeScale(0.001)
                .build());
    RecordingSink sink = new RecordingSink();

    loop.submit(request("scaled", 11, null), sink);

    await().atMost(Duration.ofSeconds(5)).until(sink.completed::isDone);
    assertThat(sink.tokens).hasSize(11);
    assertThat(loop.stats().timeToFirstToken().count()).isEqualTo(1);
  }

  @Test
  void serialPrefillMakesAConcurrentMissWaitForTheOneAhead() throws Exception {
    // 400 uncached tokens at 1 ms each: 400 ms of prefill compute per request.
    LatencyParams prefillOnly = LatencyParams.ZERO.withPrefillPerToken(Duration.ofMillis(1));
    long parallel = secondFirstTokenMillis(instant().latency(prefillOnly).build());
    long serial =
        secondFirstTokenMillis(instant().latency(prefillOnly).serialPrefill(true).build());

    assertThat(parallel).isBetween(395L, 700L);
    assertThat(serial).isGreaterThanOrEqualTo(795L);
  }

  /**
   * Submits two different 400-token prompts at once; when did the second one's first token come?
   */
  private static long secondFirstTokenMillis(EngineConfig config) throws Exception {
    Loop loop = new Loop(config);
    String first = "a".repeat(1600);
    String second = "b".repeat(1600);
    long start = System.nanoTime();
    RecordingSink firstSink = new RecordingSink();
    RecordingSink secondSink = new RecordingSink();
    loop.run(
        () -> {
          loop.engine.submit(request(first, 1, null), firstSink);
          return loop.engine.submit(request(second, 1, null), secondSink);
        });
    secondSink.completed.get(5, TimeUnit.SECONDS);
    firstSink.completed.get(5, TimeUnit.SECONDS);
    return (System.nanoTime() - start) / 1_000_000;
  }

  private static Usage complete(Loop loop, SimulatedRequest request) throws Exception {
    RecordingSink sink = new RecordingSink();
    loop.submit(request, sink);
    return sink.completed.get(5, TimeUnit.SECONDS);
  }
}
