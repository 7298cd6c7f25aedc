package ai.silogen.kaiwo.bench.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class BenchArgsTest {

  private static BenchArgs args(String... values) {
    return new BenchArgs(values);
  }

  @Test
  void valuesFlagsAndListsParseWithTheirFallbacks() {
    BenchArgs args = args("--smoke", "--concurrency=40, 160", "--rates=1000,2.5", "--seed=11");

    assertThat(args.flag("smoke")).isTrue();
    assertThat(args.flag("absent")).isFalse();
    assertThat(args.integers("concurrency", "1")).containsExactly(40, 160);
    assertThat(args.integers("sizes", "1024,2048")).containsExactly(1024, 2048);
    assertThat(args.numbers("rates", "1")).containsExactly(1000.0, 2.5);
    assertThat(args.integer("seed", 7)).isEqualTo(11);
    assertThat(args.number("think-seconds", 2)).isEqualTo(2.0);
  }

  @Test
  void valuesThatDoNotParseNameTheirFlag() {
    assertThatThrownBy(() -> args("--seed=x").integer("seed", 7))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("--seed: not an integer: 'x'");
    assertThatThrownBy(() -> args("--concurrency=40,lots").integers("concurrency", "1"))
        .hasMessage("--concurrency: not an integer: 'lots'");
    assertThatThrownBy(() -> args("--rates=fast").numbers("rates", "1"))
        .hasMessage("--rates: not a number: 'fast'");
    assertThatThrownBy(() -> args("quality")).hasMessage("unexpected argument quality");
  }
}
