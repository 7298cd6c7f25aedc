package ai.silogen.kaiwo.gateway.proxy;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.vertx.core.Vertx;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.awaitility.Awaitility;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** {@code --access-log}: one line per request, routed or refused, without bodies or headers. */
class AccessLogTest {
  private static final ListAppender<ILoggingEvent> LINES = new ListAppender<>();
  private static Vertx vertx;
  private static TestGateway gateway;
  private static FakeBackend backend;

  @BeforeAll
  static void start() throws Exception {
    Logger logger = (Logger) LoggerFactory.getLogger(AccessLog.LOGGER);
    logger.setLevel(Level.INFO); // as kaiwo gateway --access-log does; the tests log warnings only
    logger.addAppender(LINES);
    LINES.start();
    vertx = Vertx.vertx();
    gateway = TestGateway.start(); // access log on
    backend = FakeBackend.answering(vertx, 200, "{}");
    gateway.serve(
        TestModels.model("default", "m", Set.of(), Map.of(), List.of(), 1), backend.address());
  }

  @AfterAll
  static void stop() throws Exception {
    ((Logger) LoggerFactory.getLogger(AccessLog.LOGGER)).detachAppender(LINES);
    gateway.close();
    backend.close();
    vertx.close();
  }

  @Test
  void aRoutedRequestNamesItsModelStatusAttemptsEndpointAndTimes() throws Exception {
    String secret = "a prompt that must not be logged";
    gateway.post(
        "/openai/v1/chat/completions",
        "{\"model\":\"m\",\"messages\":[{\"role\":\"user\",\"content\":\"" + secret + "\"}]}");

    String line = awaitLine("model=default/m");
    assertThat(line)
        .matches(
            "POST /openai/v1/chat/completions request_id=[0-9a-f]{32} model=default/m status=200"
                + " attempts=1"
                + " endpoint=default/\\S+ ttfb_ms=\\d+\\.\\d total_ms=\\d+\\.\\d")
        .doesNotContain(secret);
  }

  @Test
  void aRefusedRequestNamesItsStatusAndError() throws Exception {
    gateway.post("/v1/completions", "{\"model\":\"nope\",\"prompt\":\"x\"}");

    assertThat(awaitLine("status=404"))
        .matches(
            "POST /v1/completions request_id=[0-9a-f]{32} model=- status=404"
                + " error=\"model not found: \\\\\"nope\\\\\"\"");
  }

  @Test
  void aClientCannotForgeALineThroughTheModelName() {
    assertThat(AccessLog.quoted("model not found: \"x\nPOST /v1 status=200\r\u0007\\\""))
        .isEqualTo("model not found: \\\"x\\nPOST /v1 status=200\\r\\u0007\\\\\\\"");
  }

  private static String awaitLine(String containing) {
    return Awaitility.await()
        .atMost(Duration.ofSeconds(10))
        .until(
            () ->
                LINES.list.stream()
                    .map(ILoggingEvent::getFormattedMessage)
                    .filter(line -> line.contains(containing))
                    .findFirst(),
            found -> found.isPresent())
        .orElseThrow();
  }
}
