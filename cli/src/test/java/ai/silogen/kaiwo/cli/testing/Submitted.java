package ai.silogen.kaiwo.cli.testing;

import static org.assertj.core.api.Assertions.assertThat;

/** Submits manifests through the CLI in tests and checks that it worked. */
public final class Submitted {

  private Submitted() {}

  /** {@code kaiwo submit -f - -n namespace [extra...]} with {@code yaml} on stdin. */
  public static CliRun submit(Cli cli, String namespace, String yaml, String... extra) {
    String[] args = new String[4 + extra.length];
    args[0] = "submit";
    args[1] = "-f";
    args[2] = "-";
    args[3] = "-n=" + namespace;
    System.arraycopy(extra, 0, args, 4, extra.length);
    CliRun run = cli.withStdin(yaml).run(args);
    assertThat(run.exitCode()).as(run.toString()).isZero();
    return run;
  }

  /** Submits and waits (at most three minutes) until the workloads settle successfully. */
  public static CliRun submitAndWait(Cli cli, String namespace, String yaml) {
    return submit(cli, namespace, yaml, "--wait", "--timeout", "3m");
  }
}
