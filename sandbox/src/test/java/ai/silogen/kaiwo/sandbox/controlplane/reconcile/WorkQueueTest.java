package ai.silogen.kaiwo.sandbox.controlplane.reconcile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class WorkQueueTest {

  @Test
  void keysAreQueuedOnceAndInOrder() throws InterruptedException {
    try (WorkQueue<String> queue = new WorkQueue<>("test")) {
      queue.add("a");
      queue.add("b");
      queue.add("a");

      assertThat(queue.size()).isEqualTo(2);
      assertThat(queue.take()).contains("a");
      assertThat(queue.take()).contains("b");
    }
  }

  @Test
  void keyAddedWhileProcessingIsHandedOutAgainOnlyAfterDone() throws InterruptedException {
    try (WorkQueue<String> queue = new WorkQueue<>("test")) {
      queue.add("a");
      String key = queue.take().orElseThrow();

      queue.add(key);
      assertThat(queue.size()).isZero();

      queue.done(key);
      assertThat(queue.size()).isEqualTo(1);
      assertThat(queue.take()).contains("a");
    }
  }

  @Test
  void delayedAddsArriveAfterTheirDelayAndTheEarliestWins() {
    try (WorkQueue<String> queue = new WorkQueue<>("test")) {
      queue.addAfter("late", Duration.ofHours(1));
      queue.addAfter("late", Duration.ofMillis(20));
      queue.addAfter("never", Duration.ofHours(1));

      await().atMost(Duration.ofSeconds(2)).until(() -> queue.size() == 1);
    }
  }

  @Test
  void closedQueueHandsOutNothing() throws InterruptedException {
    WorkQueue<String> queue = new WorkQueue<>("test");
    queue.add("a");
    queue.close();

    assertThat(queue.take()).isEmpty();
  }
}
