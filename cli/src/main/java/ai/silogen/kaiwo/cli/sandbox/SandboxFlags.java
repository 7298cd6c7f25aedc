package ai.silogen.kaiwo.cli.sandbox;

import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.sandbox.nodes.NodePool;
import ai.silogen.kaiwo.sandbox.nodes.NodePoolException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Checks of {@code kaiwo sandbox}'s flag values, run before anything starts: a bad value is a usage
 * error (exit 2) naming the flag, not a failure deep in start-up worded in the simulator's terms
 * (or, with {@code --background}, in the log of a child process).
 */
final class SandboxFlags {
  private static final int MAX_PORT = 65_535;

  private SandboxFlags() {}

  /** The node pool of {@code --nodes FILE}, or the default one when it is not given. */
  static NodePool nodePool(Path file) {
    if (file == null) {
      return NodePool.defaults();
    }
    if (!Files.isRegularFile(file)) {
      throw new UserError(
          "--nodes " + file + ": no such file",
          "give a node-pool YAML file; 'kaiwo sandbox --help' shows the format",
          ExitCodes.USAGE);
    }
    try {
      return NodePool.load(file);
    } catch (NodePoolException e) {
      throw new UserError(
          "--nodes " + file + ": " + e.getMessage(),
          "'kaiwo sandbox --help' shows the node-pool format",
          ExitCodes.USAGE);
    }
  }

  /** Refuses ports outside 0..65535, a negative or non-finite run time, a start-up timeout ≤ 0. */
  static void check(int port, int gatewayPort, double runSeconds, Duration startTimeout) {
    checkPort("--port", port);
    checkPort("--gateway-port", gatewayPort);
    if (!Double.isFinite(runSeconds) || runSeconds < 0) {
      throw usage("--run-seconds must be zero or more, got " + runSeconds);
    }
    if (startTimeout.isNegative() || startTimeout.isZero()) {
      throw usage("--start-timeout must be longer than zero");
    }
  }

  private static void checkPort(String flag, int port) {
    if (port < 0 || port > MAX_PORT) {
      throw usage(
          flag
              + " must be a port from 1 to "
              + MAX_PORT
              + " (0 or absent: a free one), got "
              + port);
    }
  }

  private static UserError usage(String message) {
    return new UserError(message, "see 'kaiwo sandbox --help'", ExitCodes.USAGE);
  }
}
