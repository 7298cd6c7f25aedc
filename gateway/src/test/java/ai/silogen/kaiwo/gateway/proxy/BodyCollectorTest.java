package ai.silogen.kaiwo.gateway.proxy;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The body is joined exactly once, and every piece it kept is released however it ends. */
class BodyCollectorTest {
  private final List<byte[]> bodies = new ArrayList<>();
  private final AtomicInteger refusals = new AtomicInteger();
  private final BodyCollector collector =
      new BodyCollector(10, bodies::add, refusals::incrementAndGet);

  @Test
  void joinsThePiecesAndReleasesThem() {
    ByteBuf first = piece("hello ");
    ByteBuf second = piece("you");

    collector.chunk(first);
    collector.chunk(second);
    assertThat(first.refCnt()).as("kept until the end").isEqualTo(2);
    collector.end();

    assertThat(bodies)
        .singleElement()
        .satisfies(body -> assertThat(text(body)).isEqualTo("hello you"));
    assertThat(first.refCnt()).isEqualTo(1);
    assertThat(second.refCnt()).isEqualTo(1);
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

    assertThat(refusals).hasValue(1);
    assertThat(bodies).isEmpty();
    assertThat(List.of(first.refCnt(), second.refCnt(), third.refCnt())).containsOnly(1);
  }

  private static ByteBuf piece(String text) {
    return Unpooled.copiedBuffer(text, StandardCharsets.UTF_8);
  }

  private static String text(byte[] body) {
    return new String(body, StandardCharsets.UTF_8);
  }
}
