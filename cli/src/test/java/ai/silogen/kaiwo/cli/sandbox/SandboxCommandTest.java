package ai.silogen.kaiwo.cli.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.Cli;
import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.sandbox.nodes.NodePool;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** What {@code kaiwo sandbox} checks before it starts anything; starting it is tested elsewhere. */
class SandboxCommandTest {
  private static final Path ROOT = Path.of(System.getProperty("kaiwo.repo.root", "..")).normalize();

  @Test
  void badFlagValuesAreUsageErrorsNamingTheFlag() {
    Cli cli = Cli.inTemporaryHome();

    CliRun runSeconds = cli.run("sandbox", "--run-seconds", "-1");
    CliRun port = cli.run("sandbox", "--port", "70000");
    CliRun gatewayPort = cli.run("sandbox", "--gateway-port", "-5");
    CliRun timeout = cli.run("sandbox", "--background", "--start-timeout", "0s");

    assertThat(runSeconds.exitCode()).as(runSeconds.toString()).isEqualTo(ExitCodes.USAGE);
    assertThat(runSeconds.err())
        .startsWith("error: --run-seconds must be zero or more, got -1.0")
        .doesNotContain("defaultRunTime");
    assertThat(port.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(port.err()).startsWith("error: --port must be a port");
    assertThat(gatewayPort.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(gatewayPort.err()).startsWith("error: --gateway-port must be a port");
    assertThat(timeout.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(timeout.err()).startsWith("error: --start-timeout");
  }

  @Test
  void withBackgroundABadValueIsRefusedBeforeAChildStarts() {
    Cli cli = Cli.inTemporaryHome();
    Path noNodes = cli.home().resolve("missing-nodes.yaml");

    CliRun runSeconds = cli.run("sandbox", "--run-seconds", "-1", "--background");
    CliRun nodes = cli.run("sandbox", "--nodes", noNodes.toString(), "--background");

    assertThat(runSeconds.exitCode()).as(runSeconds.toString()).isEqualTo(ExitCodes.USAGE);
    assertThat(runSeconds.err()).doesNotContain("did not start");
    assertThat(nodes.exitCode()).as(nodes.toString()).isEqualTo(ExitCodes.USAGE);
    assertThat(nodes.err()).startsWith("error: --nodes " + noNodes + ": no such file");
    assertThat(cli.home().resolve(".kaiwo/sandbox/sandbox.log")).doesNotExist();
  }

  @Test
  void aNodeFileWithAnErrorNamesTheFlagAndTheKey() {
    Cli cli = Cli.inTemporaryHome();
    Path file =
        cli.file(
            "nodes.yaml",
            "pools:\n  - count: 1\n    gpuVendor: none\n    cpu: 4\n    memory: 8Gi\n");

    CliRun run = cli.run("sandbox", "--nodes", file.toString());

    assertThat(run.exitCode()).as(run.toString()).isEqualTo(ExitCodes.USAGE);
    assertThat(run.err()).startsWith("error: --nodes " + file + ": ").contains("pools[0].name");
  }

  @Test
  void theNodeFileExampleOfTheHelpParses() {
    String help = Cli.inTemporaryHome().run("sandbox", "--help").out();
    List<String> lines = help.lines().toList();
    int start =
        lines.indexOf(
            lines.stream().filter(l -> l.startsWith("Node-pool file")).findFirst().orElseThrow());
    StringBuilder yaml = new StringBuilder();
    for (String line : lines.subList(start + 1, lines.size())) {
      if (!line.startsWith("  ")) {
        break;
      }
      yaml.append(line.substring(2)).append('\n');
    }

    NodePool pool = NodePool.parse(yaml.toString(), "sandbox --help");

    assertThat(pool.nodes())
        .extracting(n -> n.name())
        .containsExactly("mi300x-0", "mi300x-1", "cpu-0");
  }

  @Test
  void theNodeFileExampleOfTheDocsParses() throws IOException {
    Matcher block =
        Pattern.compile("<!-- nodes example[^>]*-->\\s*```yaml\\n(.*?)```", Pattern.DOTALL)
            .matcher(Files.readString(ROOT.resolve("docs/cli.md")));
    assertThat(block.find()).as("docs/cli.md has the nodes example").isTrue();

    NodePool pool = NodePool.parse(block.group(1), "docs/cli.md");

    assertThat(pool.nodes()).hasSize(5);
    assertThat(pool.pools().getLast().taints()).hasSize(1);
  }

  @Test
  void aChildsErrorIsQuotedWithoutItsOwnPrefixes() {
    String log =
        "starting\nerror: cannot bind port 6443\nhint: pick another\n(run with -vv for details)\n";

    assertThat(BackgroundSandbox.lastLines(log, 5))
        .isEqualTo("starting | cannot bind port 6443 | hint: pick another");
  }
}
