package ai.silogen.kaiwo.bench.overhead;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PathOrderTest {

  @Test
  void eachRoundStartsWithTheNextPath() {
    Map<String, Integer> paths = new LinkedHashMap<>();
    paths.put("direct", 1);
    paths.put("gateway", 2);
    paths.put("haproxy", 3);
    paths.put("nginx", 4);

    assertThat(OverheadBenchmark.rotated(paths, 0).keySet())
        .containsExactly("direct", "gateway", "haproxy", "nginx");
    assertThat(OverheadBenchmark.rotated(paths, 1).keySet())
        .containsExactly("gateway", "haproxy", "nginx", "direct");
    assertThat(OverheadBenchmark.rotated(paths, 6).keySet())
        .containsExactly("haproxy", "nginx", "direct", "gateway");
    assertThat(OverheadBenchmark.rotated(paths, 1).get("direct")).isEqualTo(1);
  }
}
