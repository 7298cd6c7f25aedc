package ai.silogen.kaiwo.cli.support;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** Stops a JVM that waits in {@link UntilStopped} with SIGTERM, as the kubelet or a shell does. */
class UntilStoppedTest {

  @Test
  void aSignalClosesEverythingAndEndsWithTheSignalsCode() throws Exception {
    Stopped stopped = runAndTerminate();

    assertThat(stopped.exitCode()).isEqualTo(143);
    assertThat(stopped.lines()).containsExactly("waiting", "closed second", "closed first");
  }

  @Test
  void aSignalAfterAKnownFailureEndsWithTheFailuresCode() throws Exception {
    Stopped stopped = runAndTerminate(Integer.toString(ExitCodes.WORKLOAD_FAILED));

    assertThat(stopped.exitCode()).isEqualTo(ExitCodes.WORKLOAD_FAILED);
    assertThat(stopped.lines()).containsExactly("waiting", "closed second", "closed first");
  }

  @Test
  void workThatFailsBecauseAStopClosedItsResourceIsNotReported() throws Exception {
    AtomicBoolean open = new AtomicBoolean(true);
    UntilStopped lifetime = new UntilStopped(List.<AutoCloseable>of(() -> open.set(false)));
    // The stop comes from another thread, like the shutdown hook on Ctrl-C.
    Thread waiter = new Thread(() -> awaitQuietly(lifetime));
    waiter.start();

    String ended =
        lifetime.runUnlessStopped(
            () -> {
              waiter.interrupt();
              while (open.get()) {
                Thread.sleep(5);
              }
              throw new IllegalStateException("Client already closed");
            },
            "stopped");

    assertThat(ended).isEqualTo("stopped");
    waiter.join();
  }

  @Test
  void workThatFailsWithoutAStopIsReported() {
    UntilStopped lifetime = new UntilStopped(List.of());
    try {
      assertThatThrownBy(
              () ->
                  lifetime.runUnlessStopped(
                      () -> {
                        throw new IllegalStateException("broken");
                      },
                      "stopped"))
          .hasMessage("broken");
    } finally {
      Thread.currentThread().interrupt();
      assertThatThrownBy(lifetime::await).isInstanceOf(InterruptedException.class);
    }
  }

  private static void awaitQuietly(UntilStopped lifetime) {
    try {
      lifetime.await();
    } catch (InterruptedException expected) {
      // the interrupted wait is the stop
    }
  }

  private record Stopped(int exitCode, List<String> lines) {}

  private static Stopped runAndTerminate(String... args) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(List.of("-cp", System.getProperty("java.class.path")));
    command.add(Waiter.class.getName());
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    try (BufferedReader out =
        new BufferedReader(
            new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      List<String> lines = new ArrayList<>();
      lines.add(out.readLine()); // waiting: the hook is in place
      process.toHandle().destroy(); // SIGTERM; Process.destroy() would also close our end
      assertThat(process.waitFor(30, TimeUnit.SECONDS)).as("exited").isTrue();
      out.lines().forEach(lines::add);
      return new Stopped(process.exitValue(), lines);
    } finally {
      process.destroyForcibly();
    }
  }

  /** Waits until stopped; with an argument, as a command that already failed with that code. */
  public static final class Waiter {
    public static void main(String[] args) throws InterruptedException, IOException {
      UntilStopped lifetime =
          new UntilStopped(
              List.<AutoCloseable>of(() -> say("closed first"), () -> say("closed second")));
      if (args.length > 0) {
        lifetime.exitOnSignalWith(Integer.parseInt(args[0]));
      }
      say("waiting");
      lifetime.await();
    }

    private static void say(String line) {
      System.out.println(line);
      System.out.flush();
    }
  }
}
