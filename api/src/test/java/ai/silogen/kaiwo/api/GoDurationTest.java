package ai.silogen.kaiwo.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class GoDurationTest {

  @ParameterizedTest
  @CsvSource({
    "0, PT0S",
    "1s, PT1S",
    "90m, PT1H30M",
    "2h30m, PT2H30M",
    "1h2m3s, PT1H2M3S",
    "1.5s, PT1.5S",
    "250ms, PT0.25S",
    "10us, PT0.00001S",
    "10µs, PT0.00001S",
    "7ns, PT0.000000007S",
    "24h, PT24H"
  })
  void parsesGoDurations(String text, Duration expected) {
    assertThat(GoDuration.parse(text)).isEqualTo(expected);
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "5", "1d", "-1h", "1 h", "h", "1.h", "PT1H"})
  void rejectsOtherTextNamingIt(String text) {
    assertThatThrownBy(() -> GoDuration.parse(text))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'" + text + "'");
  }

  @Test
  void rejectsNull() {
    assertThatThrownBy(() -> GoDuration.parse(null)).isInstanceOf(IllegalArgumentException.class);
  }

  @ParameterizedTest
  @CsvSource({"PT0S, 0s", "PT45S, 45s", "PT1M30S, 1m30s", "PT2H30M, 2h30m0s", "PT1.9S, 1s"})
  void formatsLikeGo(Duration duration, String expected) {
    assertThat(GoDuration.format(duration)).isEqualTo(expected);
    assertThat(GoDuration.parse(expected)).isEqualTo(Duration.ofSeconds(duration.toSeconds()));
  }
}
