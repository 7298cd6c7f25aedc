package ai.silogen.kaiwo.sandbox.controlplane.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.testing.Workloads;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.PodTemplateSpecBuilder;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PodTemplateHashTest {

  private static final PodTemplateSpec TEMPLATE =
      Workloads.template("web", Workloads.spec("Always"), Map.of());

  @Test
  void hashUsesTheSafeAlphabetAndIsStable() {
    String hash = PodTemplateHash.of(TEMPLATE);

    assertThat(hash).matches("[bcdfghjklmnpqrstvwxz2456789]{1,10}");
    assertThat(PodTemplateHash.of(new PodTemplateSpecBuilder(TEMPLATE).build())).isEqualTo(hash);
  }

  @Test
  void mapOrderAndTheHashLabelDoNotChangeTheHash() {
    Map<String, String> ab = new LinkedHashMap<>();
    ab.put("a", "1");
    ab.put("b", "2");
    Map<String, String> ba = new LinkedHashMap<>();
    ba.put("b", "2");
    ba.put("a", "1");
    PodTemplateSpec first =
        new PodTemplateSpecBuilder(TEMPLATE)
            .editMetadata()
            .withAnnotations(ab)
            .endMetadata()
            .build();
    PodTemplateSpec second =
        new PodTemplateSpecBuilder(TEMPLATE)
            .editMetadata()
            .withAnnotations(ba)
            .endMetadata()
            .build();
    PodTemplateSpec hashed =
        new PodTemplateSpecBuilder(first)
            .editMetadata()
            .addToLabels(PodTemplateHash.LABEL, "xyz")
            .endMetadata()
            .build();

    assertThat(PodTemplateHash.of(first))
        .isEqualTo(PodTemplateHash.of(second))
        .isEqualTo(PodTemplateHash.of(hashed));
    assertThat(PodTemplateHash.equalIgnoringHash(first, hashed)).isTrue();
  }

  @Test
  void anyTemplateChangeChangesTheHash() {
    PodTemplateSpec newImage =
        new PodTemplateSpecBuilder(TEMPLATE)
            .editSpec()
            .editFirstContainer()
            .withImage("busybox:1.37")
            .endContainer()
            .endSpec()
            .build();

    assertThat(PodTemplateHash.of(newImage)).isNotEqualTo(PodTemplateHash.of(TEMPLATE));
    assertThat(PodTemplateHash.equalIgnoringHash(newImage, TEMPLATE)).isFalse();
  }
}
