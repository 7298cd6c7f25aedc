package ai.silogen.kaiwo.operator.modelserving.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException.Reason;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

class ProfileRefTest {

  @Test
  void parsesNameAndCount() throws Exception {
    assertThat(ProfileRef.parse("nvidia-gpu-h100:8"))
        .isEqualTo(new ProfileRef("nvidia-gpu-h100", 8));
  }

  @ParameterizedTest
  @NullAndEmptySource
  @ValueSource(
      strings = {"cpu", "cpu:", ":1", "cpu:x", "cpu:1:2", "cpu:-1", "cpu:0", "cpu:99999999999"})
  void rejectsMalformedProfiles(String text) {
    assertThatThrownBy(() -> ProfileRef.parse(text))
        .isInstanceOf(InvalidModelException.class)
        .hasMessageContaining("resourceProfile")
        .extracting(e -> ((InvalidModelException) e).reason())
        .isEqualTo(Reason.InvalidResourceProfile);
  }

  @ParameterizedTest
  @CsvSource({
    "24Gi, 2, 48Gi",
    "1, 2, 2",
    "500m, 3, 1500m",
    "1.5, 2, 3",
    "0.5Gi, 3, 1.5Gi",
    "6, 1, 6"
  })
  void multipliesQuantitiesKeepingTheirUnit(String quantity, int factor, String expected) {
    assertThat(Quantities.multiply(new Quantity(quantity), factor).toString()).isEqualTo(expected);
  }

  @Test
  void multipliesEveryResourceInNameOrder() {
    Map<String, Quantity> result =
        Quantities.multiply(Map.of("memory", new Quantity("24Gi"), "cpu", new Quantity("2")), 2);

    assertThat(result.keySet()).containsExactly("cpu", "memory");
    assertThat(result.get("memory").toString()).isEqualTo("48Gi");
  }
}
