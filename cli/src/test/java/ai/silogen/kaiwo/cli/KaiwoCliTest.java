package ai.silogen.kaiwo.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.Cli;
import ai.silogen.kaiwo.cli.testing.CliRun;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

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

  @Test
  void footerLinesFitATerminalSoPicocliDoesNotBreakThemMidSentence() {
    for (CommandRegistry.Entry entry : CommandRegistry.ALL) {
      CommandLine.Command command = entry.type().getAnnotation(CommandLine.Command.class);
      assertThat(List.of(command.footer()))
          .as(entry.names().get(0))
          .allMatch(line -> line.length() <= 80, "at most 80 characters");
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

  @ParameterizedTest(name = "{0}")
  @MethodSource("typos")
  void aTypoIsAUsageErrorNamingItAndTheLikeliestMeaning(String command, String expectedErrors) {
    CliRun run = Cli.inTemporaryHome().run(command.split(" "));

    assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(run.err()).isEqualTo(expectedErrors);
  }

  static Stream<Arguments> typos() {
    return Stream.of(
        Arguments.of(
            "sumbit -f x.yaml",
            """
            error: unknown command 'sumbit'
            Did you mean 'kaiwo submit'?
            hint: see 'kaiwo --help'
            """),
        Arguments.of(
            "xyzzy",
            """
            error: unknown command 'xyzzy'
            hint: see 'kaiwo --help'
            """),
        Arguments.of(
            "status queus",
            """
            error: unknown command 'queus'
            Did you mean 'kaiwo status queues'?
            hint: see 'kaiwo status --help'
            """),
        Arguments.of(
            "list --namspace x",
            """
            error: Unknown option: '--namspace'
            Did you mean '--namespace'?
            hint: see 'kaiwo list --help'
            """));
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
