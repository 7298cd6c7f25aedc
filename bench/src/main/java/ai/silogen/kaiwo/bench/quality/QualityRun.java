package ai.silogen.kaiwo.bench.quality;

import ai.silogen.kaiwo.gateway.openai.ModelResolver;
import ai.silogen.kaiwo.gateway.openai.OpenAiRequestParser;
import ai.silogen.kaiwo.gateway.openai.ServedModel;
import ai.silogen.kaiwo.gateway.routing.EndpointGroup;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.PoolOptions;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Recorder;

/**
 * One closed-loop run: {@code concurrency} conversation loops against a fresh fleet (empty caches),
 * a warm-up, then a measured window. Times are reported in simulated milliseconds (wall time
 * divided by the time scale).
 */
final class QualityRun {

  /** What a run measured over its window. */
  record Result(
      double hitRate,
      double maxOverMeanInFlight,
      double meanTtftMs,
      double p99TtftMs,
      double requestsPerSecond,
      long errors) {}

  /** Fleet and timing parameters shared by all runs of a benchmark. */
  record Settings(
      int replicas,
      int kvBlocks,
      boolean serialPrefill,
      double timeScale,
      int maxTokens,
      double thinkSeconds,
      Duration warmUp,
      Duration measured,
      long seed) {}

  private final Vertx vertx;
  private final Settings settings;

  QualityRun(Vertx vertx, Settings settings) {
    this.vertx = vertx;
    this.settings = settings;
  }

  Result run(Workload workload, Strategy strategy, int concurrency) throws InterruptedException {
    try (Fleet fleet =
        new Fleet(
            vertx,
            settings.replicas(),
            settings.kvBlocks(),
            settings.timeScale(),
            settings.serialPrefill())) {
      EndpointGroup group = new EndpointGroup("bench/llama");
      group.replaceEndpoints(fleet.endpoints());
      ServedModel model =
          new ServedModel("bench", Fleet.MODEL, Map.of(), Set.of(), strategy.config());
      Context context =
          new Context(
              vertx,
              workload,
              group,
              model,
              settings.maxTokens(),
              settings.thinkSeconds() * 1000 * settings.timeScale(),
              concurrency);
      HttpClient client =
          vertx.createHttpClient(
              new HttpClientOptions().setKeepAlive(true).setTcpNoDelay(true),
              new PoolOptions().setHttp1MaxSize(concurrency + 16));
      for (int i = 0; i < concurrency; i++) {
        new ConversationLoop(context, client, settings.seed() * 1_000_003 + i).start();
      }
      Thread.sleep(settings.warmUp().toMillis());
      long[] before = fleet.prefixCounters();
      context.startMeasuring();
      long start = System.nanoTime();
      Thread.sleep(settings.measured().toMillis());
      // A window without one dispatch and one answer has no balance or TTFT to report; a short
      // window (the smoke's 2 s) can hold none when the machine starves the clients.
      long limit = start + settings.measured().toNanos() + 60_000_000_000L;
      while (!context.sampledEnough() && System.nanoTime() < limit) {
        Thread.sleep(20);
      }
      long[] after = fleet.prefixCounters();
      double seconds = (System.nanoTime() - start) / 1e9 / settings.timeScale();
      Result result = context.result(before, after, seconds, settings.timeScale());
      context.stop();
      context.ended.await(60, TimeUnit.SECONDS);
      client.close();
      return result;
    }
  }

  /** State shared by the loops of a run; counters are read after the window. */
  private static final class Context implements ConversationLoop.RunContext {
    private final Vertx vertx;
    private final double meanThinkMillis;
    private final Workload workload;
    private final EndpointGroup group;
    private final ModelResolver resolver;
    private final OpenAiRequestParser parser = new OpenAiRequestParser();
    private final int maxTokens;
    private final InFlightBalance balance = new InFlightBalance();
    private final Recorder ttft = new Recorder(3);
    private final AtomicLong completed = new AtomicLong();
    private final AtomicLong errors = new AtomicLong();
    private final CountDownLatch ended;
    private volatile boolean measuring;
    private volatile boolean stopped;

    Context(
        Vertx vertx,
        Workload workload,
        EndpointGroup group,
        ServedModel model,
        int maxTokens,
        double meanThinkMillis,
        int loops) {
      this.vertx = vertx;
      this.meanThinkMillis = meanThinkMillis;
      this.workload = workload;
      this.group = group;
      this.resolver = new ModelResolver("bench", (namespace, name) -> Optional.of(model));
      this.maxTokens = maxTokens;
      this.ended = new CountDownLatch(loops);
    }

    void startMeasuring() {
      balance.reset();
      ttft.reset();
      completed.set(0);
      errors.set(0);
      measuring = true;
    }

    void stop() {
      stopped = true;
    }

    boolean sampledEnough() {
      return balance.sampled() && completed.get() > 0;
    }

    Result result(long[] before, long[] after, double simulatedSeconds, double timeScale) {
      measuring = false;
      var histogram = ttft.getIntervalHistogram();
      long queries = after[0] - before[0];
      long hits = after[1] - before[1];
      return new Result(
          queries == 0 ? 0 : (double) hits / queries,
          balance.maxOverMean(),
          histogram.getMean() / 1000.0 / timeScale,
          histogram.getValueAtPercentile(99) / 1000.0 / timeScale,
          completed.get() / simulatedSeconds,
          errors.get());
    }

    @Override
    public Workload workload() {
      return workload;
    }

    @Override
    public OpenAiRequestParser parser() {
      return parser;
    }

    @Override
    public ModelResolver resolver() {
      return resolver;
    }

    @Override
    public EndpointGroup group() {
      return group;
    }

    @Override
    public int maxTokens() {
      return maxTokens;
    }

    @Override
    public double meanThinkMillis() {
      return meanThinkMillis;
    }

    @Override
    public Vertx vertx() {
      return vertx;
    }

    @Override
    public boolean stopped() {
      return stopped;
    }

    @Override
    public void dispatched(EndpointGroup dispatchedTo) {
      if (measuring) {
        balance.sample(dispatchedTo.endpoints());
      }
    }

    @Override
    public void finished(long ttftNanos, boolean ok) {
      if (!measuring) {
        return;
      }
      if (ok && ttftNanos >= 0) {
        ttft.recordValue(ttftNanos / 1000);
        completed.incrementAndGet();
      } else {
        errors.incrementAndGet();
      }
    }

    @Override
    public void loopEnded() {
      ended.countDown();
    }
  }
}
