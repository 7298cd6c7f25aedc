package ai.silogen.kaiwo.bench.overhead;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.Histogram;

/**
 * HTTP load from one Vert.x event loop.
 *
 * <p>Open loop: requests start on a fixed schedule whatever the answers do, and each latency is
 * measured from the request's <em>scheduled</em> start, so a stalled server (or a stalled
 * generator) cannot hide its stall: no coordinated omission. The schedule is kept by the calling
 * thread, which sleeps until each start time and hands the request to the event loop; Vert.x timers
 * tick in whole milliseconds, which at 1000 requests per second would add up to a millisecond of
 * jitter to every sample.
 *
 * <p>Closed loop: a fixed number of requests in flight, each sent as soon as the previous one
 * finished, for the highest rate a path sustains.
 */
final class LoadGenerator implements AutoCloseable {

  /**
   * One measured window; {@code latencyMicros} holds its successful requests only; {@code answered}
   * counts every request answered during the run, warm-up included (to relate a server's CPU time
   * over the run to requests).
   */
  record Result(
      Histogram latencyMicros, long completed, long failed, double seconds, long answered) {
    double requestsPerSecond() {
      return completed / seconds;
    }
  }

  private static final long HIGHEST_MICROS = TimeUnit.SECONDS.toMicros(60);

  private final Context context;
  private final HttpClient client;

  LoadGenerator(Vertx vertx, int connections) {
    this.context = vertx.getOrCreateContext();
    this.client =
        vertx.createHttpClient(
            new HttpClientOptions().setKeepAlive(true).setTcpNoDelay(true).setPipelining(false),
            new PoolOptions().setHttp1MaxSize(connections).setMaxWaitQueueSize(-1));
  }

  /**
   * Open loop at {@code rate} requests per second for {@code duration}; blocks the calling thread,
   * which keeps the schedule.
   */
  Result openLoop(int port, byte[] body, double rate, Duration duration) {
    Histogram latencies = new Histogram(HIGHEST_MICROS, 3);
    long total = Math.max(1, Math.round(rate * duration.toNanos() / 1e9));
    double interval = 1e9 / rate;
    long[] outcomes = new long[2]; // completed, failed; touched on the event loop only
    Promise<Void> done = Promise.promise();
    Buffer payload = Buffer.buffer(body);
    long start = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(1);
    for (long i = 0; i < total; i++) {
      long intended = start + (long) (i * interval);
      sleepUntil(intended);
      context.runOnContext(
          ignored ->
              send(port, payload)
                  .onComplete(
                      answered -> {
                        if (answered.succeeded()) {
                          outcomes[0]++;
                          latencies.recordValue(
                              Math.min(HIGHEST_MICROS, (System.nanoTime() - intended) / 1000));
                        } else {
                          outcomes[1]++;
                        }
                        if (outcomes[0] + outcomes[1] == total) {
                          done.tryComplete();
                        }
                      }));
    }
    await(done.future(), Duration.ofSeconds(60));
    double seconds = (System.nanoTime() - start) / 1e9;
    return new Result(latencies, outcomes[0], outcomes[1], seconds, outcomes[0] + outcomes[1]);
  }

  /** Closed loop with {@code concurrency} requests in flight; counts only after {@code warmUp}. */
  Result closedLoop(int port, byte[] body, int concurrency, Duration warmUp, Duration duration) {
    Buffer payload = Buffer.buffer(body);
    long measureFrom = System.nanoTime() + warmUp.toNanos();
    ClosedLoop loop =
        new ClosedLoop(port, payload, measureFrom, measureFrom + duration.toNanos(), concurrency);
    context.runOnContext(ignored -> loop.start());
    await(loop.done.future(), warmUp.plus(duration).plusSeconds(60));
    return new Result(
        loop.latencies, loop.completed, loop.failed, duration.toNanos() / 1e9, loop.answered);
  }

  /** The state of one closed-loop run; lives on the event loop. */
  private final class ClosedLoop {
    final Histogram latencies = new Histogram(HIGHEST_MICROS, 3);
    final Promise<Void> done = Promise.promise();
    final int port;
    final Buffer payload;
    final long measureFrom;
    final long measureUntil;
    int running;
    long completed;
    long failed;
    long answered;

    ClosedLoop(int port, Buffer payload, long measureFrom, long measureUntil, int concurrency) {
      this.port = port;
      this.payload = payload;
      this.measureFrom = measureFrom;
      this.measureUntil = measureUntil;
      this.running = concurrency;
    }

    void start() {
      for (int i = running; i > 0; i--) {
        next();
      }
    }

    private void next() {
      long sent = System.nanoTime();
      if (sent >= measureUntil) {
        if (--running == 0) {
          done.tryComplete();
        }
        return;
      }
      send(port, payload)
          .onComplete(
              outcome -> {
                long now = System.nanoTime();
                answered++;
                if (sent >= measureFrom && now <= measureUntil) {
                  if (outcome.succeeded()) {
                    completed++;
                    latencies.recordValue(Math.min(HIGHEST_MICROS, (now - sent) / 1000));
                  } else {
                    failed++;
                  }
                }
                next();
              });
    }
  }

  /** One request; succeeds once the whole answer is read, if its status is 200. */
  private Future<Void> send(int port, Buffer payload) {
    return client
        .request(
            new RequestOptions()
                .setMethod(HttpMethod.POST)
                .setHost("127.0.0.1")
                .setPort(port)
                .setURI("/v1/chat/completions")
                .putHeader("content-type", "application/json"))
        .compose(request -> request.send(payload))
        .compose(
            response ->
                response
                    .body()
                    .compose(
                        body ->
                            response.statusCode() == 200
                                ? Future.succeededFuture()
                                : Future.failedFuture("status " + response.statusCode())));
  }

  private static void sleepUntil(long nanoTime) {
    for (long left = nanoTime - System.nanoTime(); left > 0; left = nanoTime - System.nanoTime()) {
      LockSupport.parkNanos(left);
    }
  }

  private static <T> T await(Future<T> future, Duration timeout) {
    try {
      return future
          .toCompletionStage()
          .toCompletableFuture()
          .get(timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    } catch (Exception e) {
      throw new IllegalStateException("load run did not finish: " + e, e);
    }
  }

  @Override
  public void close() {
    client.close();
  }
}
