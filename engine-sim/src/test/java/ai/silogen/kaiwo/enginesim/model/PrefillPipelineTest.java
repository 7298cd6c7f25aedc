package ai.silogen.kaiwo.enginesim.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PrefillPipelineTest {

  @Test
  void anIdlePipelineStartsTheWorkAtOnce() {
    PrefillPipeline pipeline = new PrefillPipeline();

    assertThat(pipeline.backlog(-5_000)).isZero();
    assertThat(pipeline.reserve(-5_000, 300)).isZero();
    assertThat(pipeline.backlog(-5_000)).isEqualTo(300);
  }

  @Test
  void concurrentPrefillsQueueBehindEachOtherFirstComeFirstServed() {
    PrefillPipeline pipeline = new PrefillPipeline();

    assertThat(pipeline.reserve(1_000, 400)).isZero(); // computes 1 000..1 400
    assertThat(pipeline.reserve(1_100, 200)).isEqualTo(300); // 1 400..1 600
    assertThat(pipeline.reserve(1_200, 0)).isEqualTo(400); // a full hit still waits its turn
    assertThat(pipeline.backlog(1_500)).isEqualTo(100);
  }

  @Test
  void workAfterTheBacklogDrainedDoesNotWait() {
    PrefillPipeline pipeline = new PrefillPipeline();
    pipeline.reserve(0, 100);

    assertThat(pipeline.reserve(250, 100)).isZero();
    assertThat(pipeline.backlog(300)).isEqualTo(50);
    assertThat(pipeline.backlog(400)).isZero();
  }

  @Test
  void negativeWorkIsRefused() {
    assertThatThrownBy(() -> new PrefillPipeline().reserve(0, -1))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("-1");
  }
}
