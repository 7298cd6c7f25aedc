package ai.silogen.kaiwo.operator.monitoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoResourceMonitoringConfig;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ResourceMonitoringTest {

  @Test
  void isOffUnlessEnabled() {
    assertThat(env(Map.of()).enabled()).isFalse();
    assertThat(env(Map.of(ResourceMonitoring.ENABLED, "false")).enabled()).isFalse();
    assertThat(
            env(Map.of(ResourceMonitoring.METRICS_ENDPOINT, "http://exporter:5000/metrics"))
                .enabled())
        .as("an endpoint alone does not switch it on, as in the original")
        .isFalse();
  }

  @Test
  void readsTheOriginalsVariables() {
    ResourceMonitoring settings =
        env(
            Map.of(
                ResourceMonitoring.ENABLED, "true",
                ResourceMonitoring.METRICS_ENDPOINT, "http://exporter.kube-amd-gpu:5000/metrics",
                ResourceMonitoring.POLLING_INTERVAL, "1m30s"));

    assertThat(settings.endpoint())
        .contains(URI.create("http://exporter.kube-amd-gpu:5000/metrics"));
    assertThat(settings.pollingInterval()).isEqualTo(Duration.ofSeconds(90));
    assertThat(
            env(Map.of(
                    ResourceMonitoring.ENABLED, "true",
                    ResourceMonitoring.METRICS_ENDPOINT, "http://e/metrics"))
                .pollingInterval())
        .isEqualTo(ResourceMonitoring.DEFAULT_INTERVAL);
  }

  @Test
  void namesTheVariableThatIsWrong() {
    assertThatThrownBy(() -> env(Map.of(ResourceMonitoring.ENABLED, "yes")))
        .hasMessage("RESOURCE_MONITORING_ENABLED must be true or false, got 'yes'");
    assertThatThrownBy(() -> env(Map.of(ResourceMonitoring.ENABLED, "true")))
        .hasMessageStartingWith("RESOURCE_MONITORING_METRICS_ENDPOINT must be set");
    assertThatThrownBy(
            () ->
                env(
                    Map.of(
                        ResourceMonitoring.ENABLED, "true",
                        ResourceMonitoring.METRICS_ENDPOINT, "exporter:5000")))
        .hasMessage(
            "RESOURCE_MONITORING_METRICS_ENDPOINT must be an http(s) URL, got 'exporter:5000'");
    assertThatThrownBy(
            () ->
                env(
                    Map.of(
                        ResourceMonitoring.ENABLED, "true",
                        ResourceMonitoring.METRICS_ENDPOINT, "http://e/metrics",
                        ResourceMonitoring.POLLING_INTERVAL, "30")))
        .hasMessage(
            "RESOURCE_MONITORING_POLLING_INTERVAL must be a duration such as 30s or 1m, got '30'");
    assertThatThrownBy(
            () ->
                env(
                    Map.of(
                        ResourceMonitoring.ENABLED, "true",
                        ResourceMonitoring.METRICS_ENDPOINT, "http://e/metrics",
                        ResourceMonitoring.POLLING_INTERVAL, "10ms")))
        .hasMessageContaining("at least 1s");
  }

  @Test
  void thePolicyFollowsTheKaiwoConfigAndFallsBackOnMalformedValues() {
    KaiwoResourceMonitoringConfig defaults =
        EffectiveKaiwoConfig.defaults().getSpec().getResourceMonitoring();
    assertThat(UnderutilizationPolicy.of(defaults))
        .isEqualTo(new UnderutilizationPolicy(1, Set.of(), false, Duration.ofHours(24)));

    KaiwoResourceMonitoringConfig custom = new KaiwoResourceMonitoringConfig();
    custom.setLowUtilizationThreshold(-3.0);
    custom.setTargetNamespaces(List.of("a", " "));
    custom.setTerminateUnderutilized(true);
    custom.setTerminateUnderutilizedAfter("soon");
    assertThat(UnderutilizationPolicy.of(custom))
        .isEqualTo(new UnderutilizationPolicy(1, Set.of("a"), true, Duration.ofHours(24)));
  }

  private static ResourceMonitoring env(Map<String, String> variables) {
    return ResourceMonitoring.fromEnvironment(name -> Optional.ofNullable(variables.get(name)));
  }
}
