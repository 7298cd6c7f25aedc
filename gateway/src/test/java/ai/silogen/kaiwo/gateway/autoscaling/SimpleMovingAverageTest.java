package ai.silogen.kaiwo.gateway.autoscaling;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** KubeAI's {@code movingaverage.TestSimple}. */
class SimpleMovingAverageTest {

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "3 | 1,2,3 | 2",
        "3 | 3,2,1 | 2",
        "3 | 3,2,1,1,1,1 | 1",
        "2 | 2,3 | 2.5",
        "3 | 2,2,2 | 2"
      })
  void averagesTheLastWindowOfSamples(int size, String values, double expected) {
    SimpleMovingAverage average = SimpleMovingAverage.filled(size, 0);
    for (String value : values.split(",")) {
      average = average.add(Double.parseDouble(value));
    }

    assertThat(average.average()).isEqualTo(expected);
  }

  @ParameterizedTest
  @CsvSource({"60, 5.5", "1, 0"})
  void startsFromAFilledWindowAndDoesNotChangeWhenAdding(int size, double fill) {
    SimpleMovingAverage filled = SimpleMovingAverage.filled(size, fill);

    SimpleMovingAverage next = filled.add(100);

    assertThat(filled.average()).isEqualTo(fill);
    assertThat(next.average()).isEqualTo((fill * (size - 1) + 100) / size);
  }
}
