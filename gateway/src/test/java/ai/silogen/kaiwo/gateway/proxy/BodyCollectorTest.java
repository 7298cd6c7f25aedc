package ai.silogen.kaiwo.gateway.proxy;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The body is copied exactly once, for the parser; the pieces it arrived in are handed on with it,
 * and every piece is released however it ends.
 */
class BodyCollectorTest {
  private final List<ReceivedBody> bodies = new ArrayList<>();
  private final List<OpenAiError> refusals = new ArrayList<>();
  private final BodyBudget budget = new BodyBudget(20);
  private final BodyCollector collector = collector();

  private BodyCollector collector() {
    return new BodyCollector(10, budget, bodies::add, refusals::add);
  }

  @Test
  void copiesThePiecesForTheParserAndHandsThemOn() {
    ByteBuf first = piece("hello ");
    ByteBuf second = piece("you");

    collector.chunk(first);
    collector.chunk(second);
    assertThat(first.refCnt()).as("kept until the end").isEqualTo(2);
    collector.end();

    ReceivedBody body = bodies.getFirst();
    assertThat(bodies).hasSize(1);
    assertThat(new String(body.bytes(), 0, body.length(), StandardCharsets.UTF_8))
        .isEqualTo("hello you");
    assertThat(body.content().toString(StandardCharsets.UTF_8)).isEqualTo("hello you");
    assertThat(first.refCnt()).as("held by the received body").isEqualTo(2);
    body.release();
    assertThat(first.refCnt()).isEqualTo(1);
    assertThat(second.refCnt()).isEqualTo(1);
  }

  @Test
  void reusesTheScanArrayOfTheThread() {
    collector.chunk(piece("first"));
    collector.end();
    BodyCollector next = collector();
    next.chunk(piece("second"));
    next.end();

    assertThat(bodies.get(1).bytes()).isSameAs(bodies.get(0).bytes());
    assertThat(new String(bodies.get(1).bytes(), 0, 6, StandardCharsets.UTF_8)).isEqualTo("second");
    bodies.forEach(ReceivedBody::release);
  }

  @Test
  void releasesThePiecesWhenTheClientLeaves() {
    ByteBuf first = piece("hello");

    collector.chunk(first);
    collector.aborted();

    assertThat(first.refCnt()).isEqualTo(1);
    assertThat(bodies).isEmpty();
  }

  @Test
  void refusesOnceWhenTheLimitIsPassedAndKeepsNothing() {
    ByteBuf first = piece("12345678");
    ByteBuf second = piece("abc");
    ByteBuf third = piece("d");

    collector.chunk(first);
    collector.chunk(second);
    collector.chunk(third);
    collector.end();

    assertThat(refusals).singleElement().extracting(OpenAiError::status).isEqualTo(413);
    assertThat(bodies).isEmpty();
    assertThat(budget.held()).isZero();
    assertThat(List.of(first.refCnt(), second.refCnt(), third.refCnt())).containsOnly(1);
  }

  @Test
  void aReceivedBodyKeepsItsBytesTakenFromTheBudget() {
    collector.chunk(piece("hello "));
    collector.chunk(piece("you"));
    collector.end();

    assertThat(budget.held()).isEqualTo(9);
    bodies.forEach(ReceivedBody::release);
    assertThat(budget.held()).as("given back by whoever holds the body").isEqualTo(9);
  }

  @Test
  void refuses503WhenTheBudgetIsFullAndGivesBackWhatItTook() {
    assertThat(budget.tryTake(15)).isTrue(); // other requests' bodies
    ByteBuf first = piece("abc");
    ByteBuf second = piece("defg");

    collector.chunk(first);
    collector.chunk(second);

    assertThat(refusals)
        .singleElement()
        .satisfies(
            error -> {
              assertThat(error.status()).isEqualTo(503);
              assertThat(error.code()).isEqualTo("gateway_overloaded");
              assertThat(error.getMessage()).contains("--max-buffered-body-bytes");
            });
    assertThat(budget.held()).isEqualTo(15);
    assertThat(List.of(first.refCnt(), second.refCnt())).containsOnly(1);
  }

  @Test
  void aBodyAbandonedByItsClientGivesItsBytesBack() {
    collector.chunk(piece("hello"));
    collector.aborted();

    assertThat(budget.held()).isZero();
  }

  @Test
  void aStalledBodyIsRefused408AndGivesItsPiecesAndBytesBack() {
    ByteBuf first = piece("hello");
    collector.chunk(first);

    collector.timedOut(Duration.ofSeconds(60));
    collector.timedOut(Duration.ofSeconds(60));

    assertThat(refusals)
        .singleElement()
        .satisfies(
            error -> {
              assertThat(error.status()).isEqualTo(408);
              assertThat(error.code()).isEqualTo("request_timeout");
              assertThat(error.getMessage())
                  .isEqualTo(
                      "no part of the request body arrived for 1m0s (--client-body-timeout)");
            });
    assertThat(budget.held()).isZero();
    assertThat(first.refCnt()).isEqualTo(1);
  }

  private static ByteBuf piece(String text) {
    return Unpooled.copiedBuffer(text, StandardCharsets.UTF_8);
  }
}
