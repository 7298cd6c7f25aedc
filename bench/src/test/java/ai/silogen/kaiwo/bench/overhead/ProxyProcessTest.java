package ai.silogen.kaiwo.bench.overhead;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ProxyProcessTest {

  @Test
  void onlyACollectorOptionReplacesTheGatewaysZgc() {
    assertThat(ProxyProcess.choosesCollector(List.of("-Xlog:gc", "-XX:+UseParallelGC"))).isTrue();
    assertThat(ProxyProcess.choosesCollector(List.of("-XX:+UseG1GC"))).isTrue();
    assertThat(ProxyProcess.choosesCollector(List.of())).isFalse();
    assertThat(ProxyProcess.choosesCollector(List.of("-XX:+UseAdaptiveSizePolicyWithSystemGC")))
        .isFalse();
    assertThat(ProxyProcess.choosesCollector(List.of("-XX:-UseG1GC"))).isFalse();
  }
}
