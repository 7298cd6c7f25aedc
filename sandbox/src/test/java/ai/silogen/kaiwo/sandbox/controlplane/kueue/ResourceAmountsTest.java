package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Yaml;
import java.math.BigDecimal;
import org.junit.jupiter.api.Test;

class ResourceAmountsTest {

  @Test
  void parsesKubernetesQuantities() {
    ResourceAmounts amounts =
        ResourceAmounts.parse(Yaml.node("{cpu: 500m, memory: 2Gi, amd.com/gpu: 8}"), "requests");

    assertThat(amounts.get("cpu")).isEqualByComparingTo("0.5");
    assertThat(amounts.get("memory")).isEqualByComparingTo(BigDecimal.valueOf(2L << 30));
    assertThat(amounts.get("amd.com/gpu")).isEqualByComparingTo("8");
    assertThat(amounts.get("nvidia.com/gpu")).isZero();
  }

  @Test
  void namesTheFieldOfAnInvalidQuantity() {
    assertThatThrownBy(() -> ResourceAmounts.parse(Yaml.node("{cpu: lots}"), "spec.requests"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("spec.requests.cpu")
        .hasMessageContaining("lots");
  }

  @Test
  void formatsLikeKubectl() {
    assertThat(ResourceAmounts.format("cpu", new BigDecimal("1.5"))).isEqualTo("1500m");
    assertThat(ResourceAmounts.format("cpu", new BigDecimal("2048"))).isEqualTo("2048");
    assertThat(ResourceAmounts.format("memory", BigDecimal.valueOf(3L << 30))).isEqualTo("3Gi");
    assertThat(ResourceAmounts.format("memory", BigDecimal.valueOf(1000))).isEqualTo("1000");
    assertThat(ResourceAmounts.format("amd.com/gpu", BigDecimal.valueOf(8))).isEqualTo("8");
  }

  @Test
  void addsMultipliesAndTakesMaxima() {
    ResourceAmounts a = ResourceAmounts.parse(Yaml.node("{cpu: 1, memory: 1Gi}"), "a");
    ResourceAmounts b = ResourceAmounts.parse(Yaml.node("{cpu: 3, amd.com/gpu: 1}"), "b");

    assertThat(a.plus(b).toJson())
        .isEqualTo(Yaml.node("{amd.com/gpu: '1', cpu: '4', memory: 1Gi}"));
    assertThat(a.max(b).get("cpu")).isEqualByComparingTo("3");
    assertThat(a.times(4).toJson()).isEqualTo(Yaml.node("{cpu: '4', memory: 4Gi}"));
  }
}
