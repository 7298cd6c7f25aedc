package ai.silogen.kaiwo.cli.sandbox;

import ai.silogen.kaiwo.cli.KaiwoCli;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.support.UserError;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Runs {@code kaiwo sandbox} as a background process ({@code --background}) and stops it again
 * ({@code --stop}). The child is a new JVM with this one's class path and options, in its own
 * session where {@code setsid} exists (so closing the terminal does not stop it), logging to {@code
 * sandbox.log} next to the kubeconfig.
 */
final class BackgroundSandbox {
  /** The line the sandbox prints once it is ready for commands. */
  static final String READY_LINE = "Sandbox running";

  private static final Duration POLL = Duration.ofMillis(200);
  private static final Duration STOP_TIMEOUT = Duration.ofSeconds(60);

  private BackgroundSandbox() {}

  /** Starts the sandbox with {@code arguments} in the background and waits until it is ready. */
  static int start(
      List<String> arguments,
      SandboxFiles files,
      String stopCommand,
      Duration timeout,
      PrintWriter out)
      throws IOException, InterruptedException {
    Files.createDirectories(files.directory());
    List<String> command = new ArrayList<>(sessionLeader());
    command.addAll(javaCommand());
    command.add("sandbox");
    command.addAll(arguments);
    Process process =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(files.log().toFile())
            .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
            .start();
    Instant deadline = Instant.now().plus(timeout);
    while (Instant.now().isBefore(deadline)) {
      String log = Files.readString(files.log());
      if (log.contains(READY_LINE)) {
        out.print(log.substring(0, log.indexOf(READY_LINE)));
        out.printf(
            "Sandbox running in the background (pid %d); log: %s%n", process.pid(), files.log());
        out.println("Stop it with: " + stopCommand);
        out.flush();
        return ExitCodes.OK;
      }
      if (!process.isAlive()) {
        throw new UserError(
            "the sandbox did not start: " + lastLines(log, 5),
            "see the whole log in " + files.log());
      }
      Thread.sleep(POLL.toMillis());
    }
    process.destroy();
    throw new UserError(
        "the sandbox did not become ready within " + timeout.toSeconds() + "s",
        "see " + files.log());
  }

  /** Stops the sandbox recorded in {@code files}; saying so when none runs. */
  static int stop(SandboxFiles files, PrintWriter out) throws InterruptedException {
    Optional<ProcessHandle> sandbox = runningSandbox(files);
    if (sandbox.isEmpty()) {
      SandboxFiles.deleteQuietly(files.pid());
      out.println("No sandbox is running (" + files.directory() + ").");
      return ExitCodes.OK;
    }
    ProcessHandle process = sandbox.get();
    process.destroy();
    try {
      process.onExit().get(STOP_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
    } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
      process.destroyForcibly();
    }
    SandboxFiles.deleteQuietly(files.pid());
    out.println("Sandbox stopped (pid " + process.pid() + ").");
    return ExitCodes.OK;
  }

  /** The process recorded in the pid file, if it is alive and is a kaiwo sandbox. */
  static Optional<ProcessHandle> runningSandbox(SandboxFiles files) {
    return files
        .recordedPid()
        .flatMap(ProcessHandle::of)
        .filter(ProcessHandle::isAlive)
        .filter(p -> p.info().arguments().map(a -> List.of(a).contains("sandbox")).orElse(true));
  }

  private static List<String> javaCommand() {
    String java =
        ProcessHandle.current()
            .info()
            .command()
            .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    List<String> command = new ArrayList<>();
    command.add(java);
    for (String option : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
      // Short commands run with the quick compiler only; a long-running sandbox wants the full JIT.
      if (!option.startsWith("-XX:TieredStopAtLevel") && !option.startsWith("-agentlib:jdwp")) {
        command.add(option);
      }
    }
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(KaiwoCli.class.getName());
    return command;
  }

  private static List<String> sessionLeader() {
    for (String dir : List.of("/usr/bin", "/bin")) {
      if (Files.isExecutable(Path.of(dir, "setsid"))) {
        return List.of(dir + "/setsid");
      }
    }
    return List.of();
  }

  /**
   * The last lines of the child's log, for a one-line error: without the child's own {@code error:}
   * prefixes and {@code -vv} advice, which would read as nested errors after this one's prefix.
   */
  static String lastLines(String log, int count) {
    List<String> lines =
        log.lines()
            .filter(l -> !l.isBlank() && !l.startsWith("(run with -vv"))
            .map(l -> l.startsWith("error: ") ? l.substring("error: ".length()) : l)
            .toList();
    return String.join(" | ", lines.subList(Math.max(0, lines.size() - count), lines.size()));
  }
}
