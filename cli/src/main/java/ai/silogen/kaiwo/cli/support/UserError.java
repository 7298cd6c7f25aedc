package ai.silogen.kaiwo.cli.support;

/** An error the user can fix, reported as one line plus an optional hint, without a stack trace. */
public final class UserError extends RuntimeException {
  private final String hint;
  private final int exitCode;

  public UserError(String message, String hint) {
    this(message, hint, ExitCodes.FAILURE);
  }

  public UserError(String message, String hint, int exitCode) {
    super(message);
    this.hint = hint;
    this.exitCode = exitCode;
  }

  public String hint() {
    return hint;
  }

  public int exitCode() {
    return exitCode;
  }
}
