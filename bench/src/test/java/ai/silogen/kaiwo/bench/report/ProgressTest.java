package ai.silogen.kaiwo.bench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ProgressTest {

  @Test
  void eachStepReportsItsCountTheTimeSpentAndAnEstimateOfTheRest() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    AtomicLong clock = new AtomicLong(1_000);
    Progress progress =
        new Progress(
            "quality", 3, new PrintStream(bytes, true, StandardCharsets.UTF_8), clock::get);

    clock.addAndGet(30_000_000_000L);
    progress.step("W1, 40 clients, LeastLoad");
    clock.addAndGet(95_000_000_000L);
    progress.step("W1, 40 clients, PrefixHash");
    clock.addAndGet(1_000_000_000L);
    progress.step("W1, 160 clients, LeastLoad");

    assertThat(bytes.toString(StandardCharsets.UTF_8).lines())
        .containsExactly(
            "quality [1/3, 30s, about 1m00s left] W1, 40 clients, LeastLoad",
            "quality [2/3, 2m05s, about 1m03s left] W1, 40 clients, PrefixHash",
            "quality [3/3, 2m06s, done] W1, 160 clients, LeastLoad");
  }

  @Test
  void durationsRoundToWholeSeconds() {
    assertThat(Progress.duration(0)).isEqualTo("0s");
    assertThat(Progress.duration(59_400_000_000L)).isEqualTo("59s");
    assertThat(Progress.duration(59_600_000_000L)).isEqualTo("1m00s");
    assertThat(Progress.duration(3_723_000_000_000L)).isEqualTo("62m03s");
  }
}
