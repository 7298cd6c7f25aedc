package ai.silogen.kaiwo.enginesim.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import io.vertx.core.Context;
import io.vertx.core.Vertx;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class WakeupQueueTest {

  private static Vertx vertx;

  @BeforeAll
  static void startVertx() {
    vertx = Vertx.vertx();
  }

  @AfterAll
  static void stopVertx() {
    vertx.close().toCompletionStage().toCompletableFuture().join();
  }

  @Test
  void runsActionsInDeadlineOrderAndSkipsCancelledOnes() {
    Context context = vertx.getOrCreateContext();
    List<String> ran = new CopyOnWriteArrayList<>();
    WakeupQueue[] queue = new WakeupQueue[1];
    context.runOnContext(
        v -> {
          queue[0] = new WakeupQueue(vertx);
          long now = System.nanoTime();
          queue[0].schedule(now + 30_000_000L, () -> ran.add("third"));
          queue[0].schedule(now + 10_000_000L, () -> ran.add("first"));
          WakeupQueue.Wakeup dropped = queue[0].schedule(now + 5_000_000L, () -> ran.add("x"));
          queue[0].schedule(now + 20_000_000L, () -> ran.add("second"));
          queue[0].cancel(dropped);
        });

    await().atMost(Duration.ofSeconds(5)).until(() -> ran.size() == 3);
    assertThat(ran).containsExactly("first", "second", "third");
    assertThat(queue[0].size()).isZero();
  }

  @Test
  void actionsMayRescheduleThemselves() {
    Context context = vertx.getOrCreateContext();
    List<Integer> ticks = new CopyOnWriteArrayList<>();
    context.runOnContext(
        v -> {
          WakeupQueue queue = new WakeupQueue(vertx);
          Runnable[] tick = new Runnable[1];
          tick[0] =
              () -> {
                ticks.add(ticks.size());
                if (ticks.size() < 5) {
                  queue.schedule(System.nanoTime() + 200_000L, tick[0]);
                }
              };
          queue.schedule(System.nanoTime(), tick[0]);
        });

    await().atMost(Duration.ofSeconds(5)).until(() -> ticks.size() == 5);
    assertThat(ticks).containsExactly(0, 1, 2, 3, 4);
  }
}
