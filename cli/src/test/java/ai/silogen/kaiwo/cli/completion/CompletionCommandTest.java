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
    String gateway = gatewayFunction();

    assertThat(declaration(gateway, "arg_opts"))
        .contains("'--kubeconfig'")
        .contains("'--port'")
        .contains("'--autoscaler-mode'")
        .contains("'--peer-addresses'");
  }

  @Test
  void bashScriptExpectsNoValueAfterTheGatewaysBooleanFlags() {
    String gateway = gatewayFunction();

    // flag_opts are followed by the next flag; an arg_opts entry stops completion for its value.
    assertThat(declaration(gateway, "flag_opts"))
        .contains("'--auth'")
        .contains("'--autoscaler'")
        .contains("'--leader-election'")
        .contains("'--watch-all-namespaces'");
    assertThat(declaration(gateway, "arg_opts")).doesNotContain("'--auth'");
    assertThat(gateway).doesNotContain("'--auth')").contains("'--port')");
  }

  @Test
  void bashScriptOffersTheValuesOfAGatewayFlagWithChoices() {
    String gateway = gatewayFunction();

    // picocli declares the candidates in a variable named after the option and completes from it.
    assertThat(gateway)
        .containsPattern("AUTOSCALER_MODE_option_args=\\(\"kubeai\" \"fast\"\\)")
        .contains("compReplyArray \"${AUTOSCALER_MODE_option_args[@]}\"");
  }

  @Test
  void zshScriptLoadsBashCompatibilityFirst() {
    CliRun run = Cli.inTemporaryHome().run("completion", "zsh");

    assertThat(run.lines().get(1)).isEqualTo("autoload -U +X bashcompinit && bashcompinit");
    assertThat(run.out()).contains("complete -F _complete_kaiwo");
  }

  private static String gatewayFunction() {
    CliRun run = Cli.inTemporaryHome().run("completion", "bash");

    assertThat(run.exitCode()).isZero();
    String fromGateway =
        run.out().substring(run.out().indexOf("function _picocli_kaiwo_gateway()"));
    return fromGateway.substring(0, fromGateway.indexOf("\n}\n"));
  }

  /** The value of {@code local NAME="..."} in a completion function. */
  private static String declaration(String function, String name) {
    return function
        .lines()
        .filter(line -> line.strip().startsWith("local " + name + "="))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no " + name + " in\n" + function));
  }
}
