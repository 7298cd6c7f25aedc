package ai.silogen.kaiwo.cli.testing;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.KaiwoCli;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * Runs the CLI in-process through {@link KaiwoCli#execute(CliContext, String...)} with its own home
 * directory, environment and standard input, capturing what it prints.
 *
 * <pre>{@code
 * Cli cli = Cli.inTemporaryHome().withEnv("KUBECONFIG", kubeconfig.toString());
 * CliRun run = cli.run("list", "-A");
 * }</pre>
 */
public final class Cli {
  private final Path home;
  private final Map<String, String> env;
  private final String stdin;
  private final StringWriter output;
  private final StringWriter errors;

  private Cli(
      Path home, Map<String, String> env, String stdin, StringWriter output, StringWriter errors) {
    this.home = home;
    this.env = Map.copyOf(env);
    this.stdin = stdin;
    this.output = output;
    this.errors = errors;
  }

  /** A CLI whose home is a new empty temporary directory and whose environment is empty. */
  public static Cli inTemporaryHome() {
    try {
      Path home = Files.createTempDirectory("kaiwo-cli-home");
      return new Cli(home, Map.of("HOME", home.toString()), "", null, null);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public Cli withEnv(String name, String value) {
    Map<String, String> copy = new HashMap<>(env);
    copy.put(name, value);
    return new Cli(home, copy, stdin, output, errors);
  }

  public Cli withStdin(String text) {
    return new Cli(home, env, text, output, errors);
  }

  /** Standard output goes to {@code live}, readable while a long-running command runs. */
  public Cli withOutput(StringWriter live) {
    return new Cli(home, env, stdin, live, errors);
  }

  /** Standard error goes to {@code live}, readable while a long-running command runs. */
  public Cli withErrors(StringWriter live) {
    return new Cli(home, env, stdin, output, live);
  }

  public Path home() {
    return home;
  }

  /** Runs {@code kaiwo args...}. */
  public CliRun run(String... args) {
    StringWriter out = output != null ? output : new StringWriter();
    StringWriter err = errors != null ? errors : new StringWriter();
    CliContext context =
        new CliContext(
            env,
            home,
            new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
            new PrintWriter(out, true),
            new PrintWriter(err, true),
            false);
    int exitCode = KaiwoCli.execute(context, args);
    return new CliRun(exitCode, out.toString(), err.toString());
  }

  /** Writes {@code content} to {@code name} under the home directory and returns its path. */
  public Path file(String name, String content) {
    try {
      Path file = home.resolve(name);
      Files.createDirectories(file.getParent());
      Files.writeString(file, content);
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
