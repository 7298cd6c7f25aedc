package ai.silogen.kaiwo.cli;

import ai.silogen.kaiwo.cli.support.ClusterInUse;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * What a command sees of the world outside its arguments: environment variables, the home
 * directory, standard input and output. Commands never read {@code System.getenv}, {@code
 * System.in} or {@code System.out} directly, so tests run them in-process with their own
 * environment and capture what they print.
 *
 * @param env environment variables
 * @param home the user's home directory ({@code $HOME}, like kubectl, falling back to the JVM's
 *     {@code user.home})
 * @param in standard input
 * @param out standard output
 * @param err standard error
 * @param interactive whether standard output is a terminal (live progress lines, REPL prompts)
 * @param clusterInUse the cluster the command connected to, for its error messages
 */
public record CliContext(
    Map<String, String> env,
    Path home,
    InputStream in,
    PrintWriter out,
    PrintWriter err,
    boolean interactive,
    ClusterInUse clusterInUse) {

  public CliContext {
    env = Map.copyOf(env);
  }

  /** A context that has not connected to a cluster yet. */
  public CliContext(
      Map<String, String> env,
      Path home,
      InputStream in,
      PrintWriter out,
      PrintWriter err,
      boolean interactive) {
    this(env, home, in, out, err, interactive, new ClusterInUse());
  }

  /** The real process environment and standard streams. */
  public static CliContext system() {
    Map<String, String> env = System.getenv();
    String home = env.getOrDefault("HOME", System.getProperty("user.home"));
    return new CliContext(
        env,
        Path.of(home),
        System.in,
        new PrintWriter(System.out, true, StandardCharsets.UTF_8),
        new PrintWriter(System.err, true, StandardCharsets.UTF_8),
        System.console() != null);
  }

  /** A non-empty environment variable. */
  public Optional<String> getenv(String name) {
    return Optional.ofNullable(env.get(name)).filter(value -> !value.isBlank());
  }

  /** {@code ~/.kaiwo/sandbox}: where the sandbox keeps its kubeconfig, log and gateway URL. */
  public Path sandboxDirectory() {
    return home.resolve(".kaiwo").resolve("sandbox");
  }
}
