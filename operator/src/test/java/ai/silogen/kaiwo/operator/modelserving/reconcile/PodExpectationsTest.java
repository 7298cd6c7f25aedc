package ai.silogen.kaiwo.operator.modelserving.reconcile;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.javaoperatorsdk.operator.processing.event.ResourceID;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

class PodExpectationsTest {

  private static final ResourceID MODEL = new ResourceID("m", "ns");

  private Instant now = Instant.parse("2025-01-01T00:00:00Z");
  private final PodExpectations expectations =
      new PodExpectations(
          new Clock() {
            @Override
            public ZoneOffset getZone() {
              return ZoneOffset.UTC;
            }

            @Override
            public Clock withZone(ZoneId zone) {
              return this;
            }

            @Override
            public Instant instant() {
              return now;
            }
          });

  @Test
  void createdPodsCountUntilTheInformerShowsThem() {
    expectations.created(MODEL, pod("a", false));

    assertThat(names(expectations.view(MODEL, List.of()))).containsExactly("a");
    assertThat(names(expectations.view(MODEL, List.of(pod("a", false))))).containsExactly("a");
    assertThat(names(expectations.view(MODEL, List.of()))).isEmpty();
  }

  @Test
  void deletedPodsAreHiddenUntilTheInformerDropsThemOrShowsThemTerminating() {
    expectations.deleted(MODEL, pod("a", false));

    assertThat(names(expectations.view(MODEL, List.of(pod("a", false), pod("b", false)))))
        .containsExactly("b");
    assertThat(names(expectations.view(MODEL, List.of(pod("a", true), pod("b", false)))))
        .containsExactly("a", "b");
    assertThat(names(expectations.view(MODEL, List.of(pod("a", false))))).containsExactly("a");
  }

  @Test
  void unconfirmedExpectationsExpire() {
    expectations.created(MODEL, pod("a", false));
    now = now.plus(PodExpectations.TTL).plus(Duration.ofSeconds(1));

    assertThat(expectations.view(MODEL, List.of())).isEmpty();
  }

  @Test
  void modelsAreIndependent() {
    expectations.created(MODEL, pod("a", false));

    assertThat(expectations.view(new ResourceID("m", "other-ns"), List.of())).isEmpty();
    expectations.forget(MODEL);
    assertThat(expectations.view(MODEL, List.of())).isEmpty();
  }

  private static Pod pod(String name, boolean terminating) {
    return new PodBuilder()
        .withNewMetadata()
        .withName(name)
        .withDeletionTimestamp(terminating ? "2025-01-01T00:00:00Z" : null)
        .endMetadata()
        .build();
  }

  private static List<String> names(List<Pod> pods) {
    return pods.stream().map(p -> p.getMetadata().getName()).toList();
  }
}
