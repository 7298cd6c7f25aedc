package ai.silogen.kaiwo.cli.operator;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class OperatorCommandTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  @Test
  void aMalformedMonitoringVariableIsAUsageErrorNamingIt() {
    CliRun missing = CLUSTER.cli().withEnv("RESOURCE_MONITORING_ENABLED", "true").run("operator");
    CliRun interval =
        CLUSTER
            .cli()
            .withEnv("RESOURCE_MONITORING_ENABLED", "true")
            .withEnv("RESOURCE_MONITORING_METRICS_ENDPOINT", "http://exporter:5000/metrics")
            .withEnv("RESOURCE_MONITORING_POLLING_INTERVAL", "often")
            .run("operator");

    assertThat(missing.exitCode()).as(missing.toString()).isEqualTo(ExitCodes.USAGE);
    assertThat(missing.err())
        .startsWith("error: RESOURCE_MONITORING_METRICS_ENDPOINT must be set when")
        .contains("hint: see 'kaiwo operator --help'");
    assertThat(interval.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(interval.err())
        .startsWith(
            "error: RESOURCE_MONITORING_POLLING_INTERVAL must be a duration such as 30s or 1m,"
                + " got 'often'");
  }

  @Test
  void helpExplainsHowToSwitchOnMonitoring() {
    CliRun help = CLUSTER.cli().run("operator", "--help");

    assertThat(help.exitCode()).isZero();
    assertThat(help.out())
        .contains("RESOURCE_MONITORING_ENABLED=true")
        .contains("docs/resource-monitoring.md");
  }
}
