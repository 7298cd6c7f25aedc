package ai.silogen.kaiwo.cli.completion;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.testing.Cli;
import ai.silogen.kaiwo.cli.testing.CliRun;
import org.junit.jupiter.api.Test;

class CompletionCommandTest {

  @Test
  void bashScriptCompletesEveryCommandAndItsOptions() {
    CliRun run = Cli.inTemporaryHome().run("completion", "bash");

    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .contains("complete -F _complete_kaiwo")
        .contains("submit")
        .contains("port-forward")
        .contains("--all-users")
        .contains("--metrics-url");
  }

  @Test
  void bashScriptCompletesTheGatewaysOwnFlags() {
    CliRun run = Cli.inTemporaryHome().run("completion", "bash");

    assertThat(run.exitCode()).isZero();
    String gateway = run.out().substring(run.out().indexOf("function _picocli_kaiwo_gateway()"));
    assertThat(gateway.lines().filter(line -> line.contains("local arg_opts=")).findFirst())
        .hasValueSatisfying(
            options ->
                assertThat(options)
                    .contains("'--kubeconfig'")
                    .contains("'--port'")
                    .contains("'--autoscaler-mode'")
                    .contains("'--peer-addresses'"));
  }

  @Test
  void zshScriptLoadsBashCompatibilityFirst() {
    CliRun run = Cli.inTemporaryHome().run("completion", "zsh");

    assertThat(run.lines().get(1)).isEqualTo("autoload -U +X bashcompinit && bashcompinit");
    assertThat(run.out()).contains("complete -F _complete_kaiwo");
  }
}
