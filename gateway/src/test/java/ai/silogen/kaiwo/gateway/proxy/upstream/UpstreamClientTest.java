package ai.silogen.kaiwo.gateway.proxy.upstream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.gateway.http.ChunkedFraming;
import ai.silogen.kaiwo.gateway.proxy.Await;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.EventLoop;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpResponse;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The event-loop HTTP client against a real HTTP server: reuse, limits, failures, aborts. */
class UpstreamClientTest {
  private Vertx vertx;
  private NioEventLoopGroup group;
  private EventLoop loop;
  private UpstreamClient client;
  private HttpServer server;
  private final AtomicInteger connectionsOpened = new AtomicInteger();
  private final AtomicInteger connectionsOpen = new AtomicInteger();
  private final AtomicInteger mostConnectionsOpen = new AtomicInteger();
  private final List<Held> held = new CopyOnWriteArrayList<>();
  private final List<Long> closedAtNanos = new CopyOnWriteArrayList<>();
  private final AtomicInteger countedOpened = new AtomicInteger();
  private final AtomicInteger countedClosed = new AtomicInteger();
  private final ConnectionCounters counters =
      new ConnectionCounters(countedOpened::incrementAndGet, countedClosed::incrementAndGet);

  /** A request the server has read but not answered yet. */
  private record Held(HttpServerRequest request, String body) {
    void answer() {
      request.response().end("echo: " + body);
    }
  }

  @BeforeEach
  void startVertx() {
    vertx = Vertx.vertx();
    group = new NioEventLoopGroup(1);
    loop = group.next();
  }

  @AfterEach
  void stopVertx() {
    if (client != null) {
      loop.execute(client::close);
    }
    group.shutdownGracefully(0, 5, TimeUnit.SECONDS).syncUninterruptibly();
    Await.result(vertx.close());
  }

  @Test
  void sequentialRequestsShareOneKeepAliveConnection() {
    UpstreamAddress address = serve(UpstreamClientTest::echo);
    startClient(4);

    for (int i = 0; i < 5; i++) {
      Recorder answer = send(address, "hello " + i);
      assertThat(answer.result()).isEqualTo("200 echo: hello " + i);
    }

    assertThat(connectionsOpened).hasValue(1);
  }

  @Test
  void aConnectionIdleForLongerThanTheTimeoutIsNotReused() throws Exception {
    UpstreamAddress address = serve(UpstreamClientTest::echo);
    startClient(4, Duration.ofMillis(100));
    assertThat(send(address, "first").result()).isEqualTo("200 echo: first");

    Thread.sleep(300); // the model server may be closing it by now

    assertThat(send(address, "second").result()).isEqualTo("200 echo: second");
    assertThat(connectionsOpened).hasValue(2);
  }

  @Test
  void connectionsThatGoIdleTogetherAreClosedAFewPerSweep() {
    UpstreamAddress address = serve(this::hold);
    startClient(10, Duration.ofMillis(100));
    List<Recorder> answers = IntStream.range(0, 10).mapToObj(i -> send(address, "r" + i)).toList();
    await().atMost(Duration.ofSeconds(5)).until(() -> held.size() == 10);

    held.forEach(Held::answer); // ten connections go idle at once
    assertThat(answers).allSatisfy(answer -> assertThat(answer.result()).startsWith("200 echo"));
    await().atMost(Duration.ofSeconds(10)).until(() -> connectionsOpen.get() == 0);
    await().atMost(Duration.ofSeconds(5)).until(() -> countedClosed.get() == 10);
    assertThat(countedOpened).hasValue(10);

    // Closing all ten in one sweep would take a few milliseconds; paced, it takes five sweeps.
    int sweeps = 10 / UpstreamClient.MAX_CLOSES_PER_SWEEP;
    long spreadNanos = closedAtNanos.getLast() - closedAtNanos.getFirst();
    assertThat(Duration.ofNanos(spreadNanos))
        .isGreaterThan(
            UpstreamClient.SWEEP_INTERVAL.multipliedBy(sweeps - 1).multipliedBy(3).dividedBy(4));
  }

  @Test
  void callsBeyondTheConnectionLimitWaitForAFreeConnection() {
    UpstreamAddress address = serve(this::hold);
    startClient(2);

    List<Recorder> answers = List.of(send(address, "a"), send(address, "b"), send(address, "c"));
    await().atMost(Duration.ofSeconds(5)).until(() -> held.size() == 2);
    assertThat(answers.get(2).events).isEmpty(); // not sent: both connections are busy
    held.forEach(Held::answer);
    await().atMost(Duration.ofSeconds(5)).until(() -> held.size() == 3);
    held.get(2).answer();

    assertThat(answers).allSatisfy(answer -> assertThat(answer.result()).startsWith("200 echo"));
    assertThat(mostConnectionsOpen).hasValue(2);
  }

  @Test
  void noListeningServerFailsTheCallBeforeAnyHead() throws Exception {
    int closedPort;
    try (ServerSocket socket = new ServerSocket(0)) {
      closedPort = socket.getLocalPort();
    }
    startClient(4);

    Recorder answer = send(new UpstreamAddress("127.0.0.1", closedPort), "x");

    assertThat(answer.result()).startsWith("failed");
    assertThat(answer.events).doesNotContain("head");
  }

  @Test
  void aConnectionBrokenMidAnswerFailsTheCallAfterItsHead() {
    UpstreamAddress address =
        serve(
            request -> {
              request.response().setChunked(true).write("partial");
              vertx.setTimer(50, ignored -> request.connection().close());
            });
    startClient(4);

    Recorder answer = send(address, "x");

    assertThat(answer.result()).startsWith("failed");
    assertThat(answer.events).startsWith("head");
  }

  @Test
  void abortingARunningCallClosesItsConnectionAndSilencesTheListener() {
    UpstreamAddress address = serve(this::hold);
    startClient(1);
    Recorder running = send(address, "a");
    Recorder waiting = send(address, "b");
    await().atMost(Duration.ofSeconds(5)).until(() -> held.size() == 1);

    onLoop(() -> waiting.call.abort());
    onLoop(() -> running.call.abort());

    await().atMost(Duration.ofSeconds(5)).until(() -> connectionsOpen.get() == 0);
    Recorder next = send(address, "c");
    await().atMost(Duration.ofSeconds(5)).until(() -> held.size() == 2);
    assertThat(held.get(1).body()).isEqualTo("c"); // "b" was never sent
    held.get(1).answer();
    assertThat(next.result()).isEqualTo("200 echo: c");
    assertThat(running.events).isEmpty();
    assertThat(waiting.events).isEmpty();
  }

  @Test
  void aPausedCallReadsOnceResumed() {
    UpstreamAddress address = serve(UpstreamClientTest::echo);
    startClient(4);
    Recorder answer = new Recorder();
    answer.pauseOnHead = true;
    sendWith(address, "slow", answer);
    await().atMost(Duration.ofSeconds(5)).until(() -> answer.events.contains("head"));

    onLoop(() -> answer.call.resume());

    assertThat(answer.result()).isEqualTo("200 echo: slow");
  }

  private void hold(HttpServerRequest request) {
    request.body().onSuccess(body -> held.add(new Held(request, body.toString())));
  }

  private static void echo(HttpServerRequest request) {
    request.body().onSuccess(body -> request.response().end("echo: " + body));
  }

  private UpstreamAddress serve(Consumer<HttpServerRequest> handler) {
    server =
        vertx
            .createHttpServer()
            .connectionHandler(
                connection -> {
                  connectionsOpened.incrementAndGet();
                  mostConnectionsOpen.accumulateAndGet(
                      connectionsOpen.incrementAndGet(), Math::max);
                  connection.closeHandler(
                      ignored -> {
                        closedAtNanos.add(System.nanoTime());
                        connectionsOpen.decrementAndGet();
                      });
                })
            .requestHandler(handler::accept);
    return new UpstreamAddress(
        "127.0.0.1", Await.result(server.listen(0, "127.0.0.1")).actualPort());
  }

  private void startClient(int maxConnections) {
    startClient(maxConnections, UpstreamClient.IDLE_TIMEOUT);
  }

  private void startClient(int maxConnections, Duration idleTimeout) {
    onLoop(
        () ->
            client =
                new UpstreamClient(
                    loop,
                    NioSocketChannel.class,
                    maxConnections,
                    Duration.ofSeconds(2),
                    idleTimeout,
                    8192,
                    counters));
  }

  private Recorder send(UpstreamAddress address, String body) {
    Recorder recorder = new Recorder();
    sendWith(address, body, recorder);
    return recorder;
  }

  private void sendWith(UpstreamAddress address, String body, Recorder recorder) {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    HttpHeaders headers = new DefaultHttpHeaders();
    headers.set(HttpHeaderNames.HOST, address.authority());
    headers.set(HttpHeaderNames.CONTENT_LENGTH, bytes.length);
    UpstreamRequest request =
        new UpstreamRequest(HttpMethod.POST, "/v1/echo", headers, Unpooled.wrappedBuffer(bytes));
    onLoop(() -> recorder.call = client.send(address, request, recorder));
  }

  private void onLoop(Runnable action) {
    CompletableFuture<Void> done = new CompletableFuture<>();
    loop.execute(
        () -> {
          action.run();
          done.complete(null);
        });
    done.orTimeout(5, TimeUnit.SECONDS).join();
  }

  /** Records the listener's callbacks; the result is "status body" or "failed: cause". */
  private static final class Recorder implements UpstreamListener {
    final List<String> events = new CopyOnWriteArrayList<>();
    final CompletableFuture<String> done = new CompletableFuture<>();
    final StringBuilder body = new StringBuilder();
    volatile UpstreamCall call;
    boolean pauseOnHead;
    int status;

    /** Takes the data out of a chunked body, which arrives framed. */
    ChunkedFraming chunks;

    @Override
    public void head(HttpResponse response, boolean chunked) {
      events.add("head");
      status = response.status().code();
      chunks = chunked ? new ChunkedFraming(4096, 8192) : null;
      if (pauseOnHead) {
        call.pause();
      }
    }

    @Override
    public void content(ByteBuf content) {
      events.add("content");
      if (chunks == null) {
        body.append(content.toString(StandardCharsets.UTF_8));
        return;
      }
      try {
        chunks.scan(
            content,
            content.readerIndex(),
            content.writerIndex(),
            (buffer, index, length) ->
                body.append(buffer.toString(index, length, StandardCharsets.UTF_8)));
      } catch (ChunkedFraming.MalformedChunks e) {
        throw new AssertionError(e);
      }
    }

    @Override
    public void readComplete() {
      events.add("readComplete");
    }

    @Override
    public void end() {
      events.add("end");
      done.complete(status + " " + body);
    }

    @Override
    public void failed(Throwable cause) {
      events.add("failed");
      done.complete("failed: " + cause);
    }

    String result() {
      return done.orTimeout(5, TimeUnit.SECONDS).join();
    }
  }
}
