package ai.silogen.kaiwo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.Cli;
import ai.silogen.kaiwo.cli.testing.CliRun;
import java.util.List;
import org.junit.jupiter.api.Test;

class KaiwoCliTest {

  @Test
  void helpListsEveryCommandAndTheExitCodes() {
    CliRun run = Cli.inTemporaryHome().run("--help");

    assertThat(run.exitCode()).isZero();
    for (CommandRegistry.Entry entry : CommandRegistry.ALL) {
      assertThat(run.out()).contains("  " + entry.names().get(0));
    }
    assertThat(run.out()).contains("Exit codes:").contains("3  the workload followed by --wait");
  }

  @Test
  void everyCommandHasHelpWithExamplesThatFitATerminal() {
    for (CommandRegistry.Entry entry : CommandRegistry.ALL) {
      String name = entry.names().get(0);
      if (name.equals("help")) {
        continue;
      }
      CliRun run = Cli.inTemporaryHome().run(name, "--help");
      assertThat(run.exitCode()).as(name).isZero();
      assertThat(run.out()).as(name).containsPattern("Examples?:");
      // Picocli wraps at 80 columns; a wrapped example line would start in column 0.
      assertThat(examples(run.out())).as(name).allMatch(line -> line.startsWith("  "));
    }
  }

  private static List<String> examples(String help) {
    List<String> lines = help.lines().toList();
    int start = lines.indexOf("Examples:") + 1;
    int end = start;
    while (end < lines.size() && !lines.get(end).isBlank()) {
      end++;
    }
    return lines.subList(start, end);
  }

  @Test
  void versionPrintsTheVersion() {
    assertThat(Cli.inTemporaryHome().run("version").out()).startsWith("kaiwo ");
  }

  @Test
  void aMistypedCommandIsAUsageErrorWithASuggestion() {
    CliRun run = Cli.inTemporaryHome().run("lst");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(run.err())
        .contains("Unmatched argument")
        .contains("list")
        .contains("hint: see 'kaiwo --help'");
  }

  @Test
  void aMissingOptionNamesItWithoutTheWholeUsage() {
    CliRun run = Cli.inTemporaryHome().run("submit");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(run.err()).contains("Missing required option: '--file=FILE'");
    assertThat(run.err().lines()).hasSizeLessThan(5);
  }

  @Test
  void noClusterIsOneErrorLineWithAHint() {
    CliRun run = Cli.inTemporaryHome().run("list");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err())
        .isEqualTo(
            "error: no cluster to talk to: KUBECONFIG is not set, ~/.kube/config does not exist"
                + " and no sandbox is running\n"
                + "hint: start a local cluster with 'kaiwo sandbox --background', or set"
                + " KUBECONFIG\n");
  }
}
