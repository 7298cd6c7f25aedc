package ai.silogen.kaiwo.enginesim.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SlotSchedulerTest {

  @Test
  void runsAtMostMaxRunningAndQueuesTheRestInOrder() {
    SlotScheduler<String> scheduler = new SlotScheduler<>(2, 10);
    for (String r : new String[] {"a", "b", "c", "d"}) {
      assertThat(scheduler.enqueue(r)).isTrue();
    }

    assertThat(scheduler.nextToRun()).isEqualTo("a");
    assertThat(scheduler.nextToRun()).isEqualTo("b");
    assertThat(scheduler.nextToRun()).isNull();
    assertThat(scheduler.running()).isEqualTo(2);
    assertThat(scheduler.waiting()).isEqualTo(2);

    scheduler.finished();
    assertThat(scheduler.nextToRun()).isEqualTo("c");
    assertThat(scheduler.nextToRun()).isNull();
  }

  @Test
  void rejectsBeyondTheQueueLimit() {
    SlotScheduler<String> scheduler = new SlotScheduler<>(1, 1);
    scheduler.enqueue("a");
    scheduler.nextToRun();

    assertThat(scheduler.enqueue("b")).isTrue();
    assertThat(scheduler.enqueue("c")).isFalse();
    assertThat(scheduler.waiting()).isEqualTo(1);
  }

  @Test
  void withoutAQueueOnlyFreeSlotsAccept() {
    SlotScheduler<String> scheduler = new SlotScheduler<>(1, 0);

    assertThat(scheduler.enqueue("a")).isTrue();
    assertThat(scheduler.nextToRun()).isEqualTo("a");
    assertThat(scheduler.enqueue("b")).isFalse();
  }

  @Test
  void waitingRequestsCanLeave() {
    SlotScheduler<String> scheduler = new SlotScheduler<>(1, 5);
    scheduler.enqueue("a");
    scheduler.nextToRun();
    scheduler.enqueue("b");
    scheduler.enqueue("c");

    assertThat(scheduler.removeWaiting("b")).isTrue();
    assertThat(scheduler.removeWaiting("a")).isFalse();
    scheduler.finished();
    assertThat(scheduler.nextToRun()).isEqualTo("c");
  }

  @Test
  void finishingWithoutARunningRequestIsABug() {
    assertThatThrownBy(() -> new SlotScheduler<String>(1, 1).finished())
        .isInstanceOf(IllegalStateException.class);
  }
}
