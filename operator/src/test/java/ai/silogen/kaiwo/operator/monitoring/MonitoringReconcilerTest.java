package ai.silogen.kaiwo.operator.monitoring;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import io.javaoperatorsdk.operator.api.reconciler.ErrorStatusUpdateControl;
import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class MonitoringReconcilerTest {

  @Test
  void aFailedPollIsFollowedByTheNextPollRatherThanByRetriesThatRunOut() {
    Duration interval = Duration.ofSeconds(7);
    MonitoringReconciler reconciler =
        new MonitoringReconciler(
            ResourceMonitoring.of(URI.create("http://exporter:5000/metrics"), interval),
            null,
            null,
            null,
            Clock.systemUTC());

    ErrorStatusUpdateControl<KaiwoConfig> control =
        reconciler.updateErrorStatus(
            new KaiwoConfig(), null, new IllegalStateException("the API server is restarting"));

    assertThat(control.isNoRetry()).isTrue();
    assertThat(control.getScheduleDelay()).contains(interval.toMillis());
  }
}
