package ai.silogen.kaiwo.gateway;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.gateway.scaling.ScalingMode;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GatewayFlagsTest {

  @Test
  void defaultsSuitACluster() {
    GatewayOptions options = GatewayFlags.parse(new String[0], Map.of());

    assertThat(options.port()).isEqualTo(8000);
    assertThat(options.metricsPort()).isNull();
    assertThat(options.namespace()).isEqualTo("default");
    assertThat(options.authEnabled()).isFalse();
    assertThat(options.autoscalerMode()).isEqualTo(ScalingMode.FAST);
    assertThat(options.autoscalerTick()).isEqualTo(Duration.ofSeconds(2));
    assertThat(options.leaderElection()).isFalse();
  }

  @Test
  void flagsOverrideTheEnvironment() {
    GatewayOptions options =
        GatewayFlags.parse(
            new String[] {
              "--port=9000",
              "--metrics-port=9090",
              "--auth",
              "--autoscaler-mode",
              "kubeai",
              "--leader-election=true",
              "--peer-addresses=10.0.0.1:8000, 10.0.0.2:8000",
              "--endpoint-wait-timeout=90s"
            },
            Map.of(
                "POD_NAMESPACE", "kaiwo",
                "KAIWO_GATEWAY_PORT", "7000",
                "KAIWO_GATEWAY_MAX_RETRIES", "1"));

    assertThat(options.port()).isEqualTo(9000);
    assertThat(options.metricsPort()).isEqualTo(9090);
    assertThat(options.namespace()).isEqualTo("kaiwo");
    assertThat(options.maxRetries()).isEqualTo(1);
    assertThat(options.authEnabled()).isTrue();
    assertThat(options.autoscalerMode()).isEqualTo(ScalingMode.KUBEAI);
    assertThat(options.autoscalerTick()).isEqualTo(Duration.ofSeconds(10));
    assertThat(options.leaderElection()).isTrue();
    assertThat(options.peerAddresses()).containsExactly("10.0.0.1:8000", "10.0.0.2:8000");
    assertThat(options.endpointWaitTimeout()).isEqualTo(Duration.ofSeconds(90));
  }

  /**
   * Kubernetes injects service links into pods: the Service kaiwo-gateway in the gateway's own
   * namespace becomes KAIWO_GATEWAY_PORT=tcp://..., KAIWO_GATEWAY_SERVICE_HOST and more.
   */
  @Test
  void aFlagOnTheCommandLineShadowsItsVariableUnread() {
    GatewayOptions options =
        GatewayFlags.parse(
            new String[] {"--port", "8000"},
            Map.of(
                "KAIWO_GATEWAY_PORT", "tcp://10.96.0.12:80",
                "KAIWO_GATEWAY_SERVICE_HOST", "10.96.0.12",
                "KAIWO_GATEWAY_PORT_80_TCP", "tcp://10.96.0.12:80"));

    assertThat(options.port()).isEqualTo(8000);
  }

  @Test
  void anEmptyStateConfigMapKeepsNoState() {
    assertThat(GatewayFlags.parse(new String[] {"--state-configmap="}, Map.of()).stateConfigMap())
        .isNull();
  }

  @Test
  void badInputNamesTheFlagOrVariable() {
    assertThatThrownBy(() -> GatewayFlags.parse(new String[] {"--port=http"}, Map.of()))
        .hasMessageStartingWith("--port: invalid value 'http'");
    assertThatThrownBy(
            () -> GatewayFlags.parse(new String[] {"--port=8000", "--metrics-port=8000"}, Map.of()))
        .hasMessageContaining("metricsPort must differ from port");
    assertThatThrownBy(
            () ->
                GatewayFlags.parse(new String[0], Map.of("KAIWO_GATEWAY_AUTOSCALER_MODE", "slow")))
        .hasMessageContaining("KAIWO_GATEWAY_AUTOSCALER_MODE")
        .hasMessageContaining("expected kubeai or fast");
    assertThatThrownBy(() -> GatewayFlags.parse(new String[] {"--colour=blue"}, Map.of()))
        .hasMessage("unknown flag --colour");
    assertThatThrownBy(() -> GatewayFlags.parse(new String[] {"--port=70000"}, Map.of()))
        .hasMessageContaining("port must be in [0, 65535]");
    assertThatThrownBy(() -> GatewayFlags.parse(new String[] {"--help"}, Map.of()))
        .isInstanceOf(GatewayFlags.HelpRequested.class);
    assertThat(GatewayFlags.usage()).contains("--autoscaler-mode").contains("KAIWO_GATEWAY_AUTH");
  }

  @Test
  void onlyBooleanFlagsMayStandAlone() {
    GatewayOptions options =
        GatewayFlags.parse(new String[] {"--leader-election", "--autoscaler", "false"}, Map.of());

    assertThat(options.leaderElection()).isTrue();
    assertThat(options.autoscalerEnabled()).isFalse();
    assertThat(GatewayFlags.booleanNames())
        .containsExactly(
            "--watch-all-namespaces",
            "--access-log",
            "--auth",
            "--autoscaler",
            "--leader-election");
    assertThat(GatewayFlags.names()).containsAll(GatewayFlags.booleanNames());
    // Without a value --host used to become the host "true".
    assertThatThrownBy(() -> GatewayFlags.parse(new String[] {"--host", "--auth"}, Map.of()))
        .hasMessage("--host: missing value");
  }

  @Test
  void everyOfferedChoiceParses() {
    assertThat(GatewayFlags.choices("--autoscaler-mode")).containsExactly("kubeai", "fast");
    assertThat(GatewayFlags.choices("--port")).isEmpty();
    assertThat(GatewayFlags.choices("--no-such-flag")).isEmpty();
    for (String mode : GatewayFlags.choices("--autoscaler-mode")) {
      assertThat(
              GatewayFlags.parse(new String[] {"--autoscaler-mode", mode}, Map.of())
                  .autoscalerMode()
                  .value())
          .isEqualTo(mode);
    }
  }

  @Test
  void optionsRoundTripThroughTheirBuilder() {
    GatewayOptions options =
        GatewayOptions.builder().port(0).peerAddresses(List.of("a:1")).authEnabled(true).build();

    assertThat(options.toBuilder().build()).isEqualTo(options);
  }
}
