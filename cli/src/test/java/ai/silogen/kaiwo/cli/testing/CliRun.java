package ai.silogen.kaiwo.cli.testing;

/**
 * What one in-process CLI run produced.
 *
 * @param exitCode the exit code
 * @param out standard output
 * @param err standard error
 */
public record CliRun(int exitCode, String out, String err) {

  /** Everything printed, for assertion messages. */
  @Override
  public String toString() {
    return "exit " + exitCode + "\n--- stdout\n" + out + "--- stderr\n" + err;
  }

  /** The non-blank lines of standard output. */
  public java.util.List<String> lines() {
    return out.lines().filter(line -> !line.isBlank()).toList();
  }
}
