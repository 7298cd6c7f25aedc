package ai.silogen.kaiwo.bench.overhead;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Optional CPU pinning with {@code taskset}: each proxy on its own core, away from the load
 * generator and the backend. Off by default: on a machine shared with other work, a pinned process
 * cannot move away from a busy core, which hurts its tail latency more than the isolation helps.
 * Without {@code taskset}, nothing is pinned.
 */
final class CpuPinning {
  private CpuPinning() {}

  /** The prefix that starts a command on {@code cpus}, or nothing. */
  static List<String> command(String cpus) {
    Optional<Path> taskset = Executables.find("taskset");
    if (cpus.isEmpty() || taskset.isEmpty()) {
      return List.of();
    }
    return List.of(taskset.get().toString(), "-c", cpus);
  }

  /**
   * Pins every thread of this JVM to {@code cpus}; threads started later inherit it. Returns
   * whether it worked.
   */
  static boolean pinThisProcess(String cpus) throws IOException, InterruptedException {
    Optional<Path> taskset = Executables.find("taskset");
    if (cpus.isEmpty() || taskset.isEmpty()) {
      return false;
    }
    Process process =
        new ProcessBuilder(
                taskset.get().toString(),
                "--all-tasks",
                "--cpu-list",
                "--pid",
                cpus,
                Long.toString(ProcessHandle.current().pid()))
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .start();
    return process.waitFor(10, TimeUnit.SECONDS) && process.exitValue() == 0;
  }
}
