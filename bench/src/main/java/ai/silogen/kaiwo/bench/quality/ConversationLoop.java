package ai.silogen.kaiwo.bench.quality;

import ai.silogen.kaiwo.gateway.openai.ModelResolver;
import ai.silogen.kaiwo.gateway.openai.OpenAiRequestParser;
import ai.silogen.kaiwo.gateway.openai.ResolvedRequest;
import ai.silogen.kaiwo.gateway.routing.EndpointGroup;
import ai.silogen.kaiwo.gateway.routing.Lease;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.parsetools.RecordParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * One closed-loop client: plays conversations back to back, each turn sent with the whole history
 * (the replies appended) as a streamed chat completion. Every turn is routed by the gateway's own
 * code: the body goes through the gateway's request parser and model resolver (which extract the
 * prefix the strategy hashes), then its endpoint group picks the replica and holds the lease until
 * the answer has streamed.
 */
final class ConversationLoop {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final JsonFactory FACTORY = new JsonFactory();

  private final RunContext run;
  private final HttpClient client;
  private final Random random;
  private List<String> conversation = List.of();
  private final List<String[]> history = new ArrayList<>();
  private int turn;

  /** Shared by the loops of one run. */
  interface RunContext {
    Workload workload();

    OpenAiRequestParser parser();

    ModelResolver resolver();

    EndpointGroup group();

    int maxTokens();

    /** Wall-clock milliseconds a user thinks before the next turn (exponential), 0 for none. */
    double meanThinkMillis();

    Vertx vertx();

    boolean stopped();

    void dispatched(EndpointGroup group);

    void finished(long ttftNanos, boolean ok);

    void loopEnded();
  }

  ConversationLoop(RunContext run, HttpClient client, long seed) {
    this.run = run;
    this.client = client;
    this.random = new Random(seed);
  }

  void start() {
    nextTurn();
  }

  private void nextTurn() {
    if (run.stopped()) {
      run.loopEnded();
      return;
    }
    if (turn == conversation.size()) {
      conversation = run.workload().nextConversation(random);
      history.clear();
      turn = 0;
    }
    history.add(new String[] {"user", conversation.get(turn++)});
    byte[] body = body();
    ResolvedRequest resolved =
        run.resolver()
            .resolve(
                run.parser().parse("/v1/chat/completions", "application/json", body),
                List.of(),
                namespace -> true);
    Lease lease = run.group().tryPick(resolved.pick()).orElseThrow();
    run.dispatched(run.group());
    send(lease, body);
  }

  private void send(Lease lease, byte[] body) {
    int colon = lease.address().lastIndexOf(':');
    RequestOptions options =
        new RequestOptions()
            .setMethod(HttpMethod.POST)
            .setHost(lease.address().substring(0, colon))
            .setPort(Integer.parseInt(lease.address().substring(colon + 1)))
            .setURI("/v1/chat/completions")
            .putHeader("content-type", "application/json");
    long start = System.nanoTime();
    client
        .request(options)
        .compose(request -> request.send(Buffer.buffer(body)))
        .onSuccess(response -> readStream(response, lease, start))
        .onFailure(failure -> answered(lease, -1, false, null));
  }

  private void readStream(HttpClientResponse response, Lease lease, long start) {
    if (response.statusCode() != 200) {
      response.body().onComplete(ignored -> answered(lease, -1, false, null));
      return;
    }
    StringBuilder reply = new StringBuilder();
    long[] firstToken = {-1};
    RecordParser events =
        RecordParser.newDelimited(
            "\n\n",
            event -> {
              String data = event.toString().strip();
              if (!data.startsWith("data: ") || data.equals("data: [DONE]")) {
                return;
              }
              if (firstToken[0] < 0) {
                firstToken[0] = System.nanoTime() - start;
              }
              reply.append(content(data.substring(6)));
            });
    response.handler(events);
    response.exceptionHandler(failure -> answered(lease, -1, false, null));
    response.endHandler(ignored -> answered(lease, firstToken[0], true, reply.toString()));
  }

  private void answered(Lease lease, long ttftNanos, boolean ok, String reply) {
    lease.close();
    run.finished(ttftNanos, ok);
    if (ok) {
      history.add(new String[] {"assistant", reply});
    } else {
      turn = conversation.size(); // drop a broken conversation, start a fresh one
    }
    double think = run.meanThinkMillis();
    if (think <= 0 || turn == conversation.size()) {
      nextTurn();
    } else {
      long delay = Math.max(1, Math.round(-think * Math.log(1 - random.nextDouble())));
      run.vertx().setTimer(delay, ignored -> nextTurn());
    }
  }

  private byte[] body() {
    ByteArrayOutputStream out = new ByteArrayOutputStream(1024);
    try (JsonGenerator json = FACTORY.createGenerator(out)) {
      json.writeStartObject();
      json.writeStringField("model", Fleet.MODEL);
      json.writeBooleanField("stream", true);
      json.writeNumberField("max_tokens", run.maxTokens());
      json.writeArrayFieldStart("messages");
      for (String[] message : history) {
        json.writeStartObject();
        json.writeStringField("role", message[0]);
        json.writeStringField("content", message[1]);
        json.writeEndObject();
      }
      json.writeEndArray();
      json.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  private static String content(String frame) {
    try {
      JsonNode delta = JSON.readTree(frame).path("choices").path(0).path("delta");
      return delta.path("content").asText("");
    } catch (IOException e) {
      return "";
    }
  }
}
