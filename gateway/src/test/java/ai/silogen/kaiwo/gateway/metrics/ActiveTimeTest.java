package ai.silogen.kaiwo.gateway.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ActiveTimeTest {
  private static final long SECOND = 1_000_000_000L;

  private final AtomicLong clock = new AtomicLong(5 * SECOND);
  private final ActiveTime time = new ActiveTime(clock::get);

  @Test
  void integratesTheActiveCountOverTime() {
    time.started(clock.get()); // one request for 2 s
    clock.addAndGet(SECOND);
    time.started(clock.get()); // a second one, still running
    clock.addAndGet(SECOND);
    time.finished(clock.get());
    clock.addAndGet(SECOND / 2);

    assertThat(time.active()).isEqualTo(1);
    // 1 s at one request, 1 s at two, 0.5 s at one
    assertThat(time.seconds()).isCloseTo(3.5, offset(1e-9));
  }

  @Test
  void aRequestBetweenTwoReadingsCountsAfterItEnded() {
    double before = time.seconds();
    clock.addAndGet(SECOND / 2);
    time.started(clock.get());
    clock.addAndGet(SECOND / 10);
    time.finished(clock.get());
    clock.addAndGet(SECOND);

    assertThat(time.active()).isZero();
    assertThat(time.seconds() - before).isCloseTo(0.1, offset(1e-9));
  }
}
