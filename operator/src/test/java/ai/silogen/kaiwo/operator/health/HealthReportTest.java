package ai.silogen.kaiwo.operator.health;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HealthReportTest {

  @Test
  void aStartingOperatorIsAliveButNotReady() {
    HealthReport starting = HealthReport.starting();

    assertThat(starting.live()).isTrue();
    assertThat(starting.ready()).isFalse();
  }

  @Test
  void aStartedOperatorWithHealthySourcesIsLiveAndReadyWhetherItLeadsOrNot() {
    assertThat(new HealthReport(true, true, Map.of()).ready()).isTrue();
    assertThat(new HealthReport(true, false, Map.of()).ready()).isTrue();
    assertThat(new HealthReport(true, false, Map.of()).live()).isTrue();
  }

  @Test
  void anUnhealthyEventSourceFailsBothProbesAndIsNamed() {
    HealthReport report =
        new HealthReport(true, true, Map.of("kaiwojob", List.of("JobInformerEventSource")));

    assertThat(report.live()).isFalse();
    assertThat(report.ready()).isFalse();
    assertThat(report.body())
        .containsEntry(
            "unhealthyEventSources", Map.of("kaiwojob", List.of("JobInformerEventSource")));
  }
}
