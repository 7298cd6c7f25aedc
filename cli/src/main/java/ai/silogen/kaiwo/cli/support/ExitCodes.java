package ai.silogen.kaiwo.cli.support;

/** Exit codes of the CLI (documented in {@code kaiwo --help}). */
public final class ExitCodes {
  public static final int OK = 0;

  /** The command could not do what was asked (cluster unreachable, object invalid, ...). */
  public static final int FAILURE = 1;

  /** The command line was wrong (picocli's usage error code). */
  public static final int USAGE = 2;

  /** The command worked but the workload it followed ended FAILED or in ERROR. */
  public static final int WORKLOAD_FAILED = 3;

  private ExitCodes() {}
}
