package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import static ai.silogen.kaiwo.sandbox.controlplane.kueue.FlavorAssignerTest.amounts;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Yaml;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CohortQuotaTest {

  private static final String GPU = "amd.com/gpu";

  @Test
  void aQueueWithoutNominalQuotaMayTakeWhatTheOtherMembersLeaveIdle() {
    CohortQuota quota =
        quota(Map.of(), queue("owner", "shared", 16, ""), queue("guest", "shared", 0, ""));

    assertThat(quota.maximum("guest", "mi300x", GPU)).isEqualByComparingTo("16");
    assertThat(quota.available("guest", "mi300x", GPU)).isEqualByComparingTo("16");
  }

  @Test
  void whatTheOwnerUsesIsNoLongerAvailableToBorrowAndBorrowedQuotaIsNotReclaimed() {
    CohortQuota quota =
        quota(
            Map.of("owner", held(10), "guest", held(4)),
            queue("owner", "shared", 16, ""),
            queue("guest", "shared", 0, ""));

    assertThat(quota.available("guest", "mi300x", GPU)).isEqualByComparingTo("2");
    assertThat(quota.available("owner", "mi300x", GPU)).isEqualByComparingTo("2");
    assertThat(quota.borrowed("guest", "mi300x", GPU)).isEqualByComparingTo("4");
    assertThat(quota.borrowed("owner", "mi300x", GPU)).isEqualByComparingTo("0");
  }

  @Test
  void aLendingLimitCapsWhatTheOthersMayUseButNotWhatTheOwnerMay() {
    CohortQuota quota =
        quota(
            Map.of(),
            queue("owner", "shared", 8, "lendingLimit: 4"),
            queue("guest", "shared", 0, ""));

    assertThat(quota.maximum("guest", "mi300x", GPU)).isEqualByComparingTo("4");
    assertThat(quota.maximum("owner", "mi300x", GPU)).isEqualByComparingTo("8");
    CohortQuota guestFull = quota.plus("guest", held(4));
    assertThat(guestFull.available("guest", "mi300x", GPU)).isEqualByComparingTo("0");
    assertThat(guestFull.available("owner", "mi300x", GPU)).isEqualByComparingTo("4");
  }

  @Test
  void aBorrowingLimitCapsHowFarAboveItsNominalQuotaAQueueMayGo() {
    CohortQuota quota =
        quota(
            Map.of("guest", held(3)),
            queue("owner", "shared", 16, ""),
            queue("guest", "shared", 2, "borrowingLimit: 3"));

    assertThat(quota.maximum("guest", "mi300x", GPU)).isEqualByComparingTo("5");
    assertThat(quota.available("guest", "mi300x", GPU)).isEqualByComparingTo("2");
  }

  @Test
  void queuesOfAnotherCohortOrWithoutOneShareNothing() {
    CohortQuota quota =
        quota(Map.of(), queue("owner", "other", 16, ""), queue("guest", "shared", 0, ""));
    CohortQuota alone =
        quota(Map.of(), queue("owner", "shared", 16, ""), queue("guest", "", 2, ""));

    assertThat(quota.maximum("guest", "mi300x", GPU)).isEqualByComparingTo("0");
    assertThat(alone.maximum("guest", "mi300x", GPU)).isEqualByComparingTo("2");
    assertThat(alone.available("guest", "mi300x", GPU)).isEqualByComparingTo("2");
  }

  private static CohortQuota quota(Map<String, FlavorUsage> usage, ClusterQueueSpec... queues) {
    return CohortQuota.of(List.of(queues), usage);
  }

  private static FlavorUsage held(int gpus) {
    return FlavorUsage.NONE.plus("mi300x", amounts("{amd.com/gpu: %d}".formatted(gpus)));
  }

  /** A queue with {@code gpus} of flavor mi300x; {@code limits} is YAML added to the resource. */
  static ClusterQueueSpec queue(String name, String cohort, int gpus, String limits) {
    return ClusterQueueSpec.parse(
        Yaml.node(
            """
            metadata: {name: %s}
            spec:
              cohort: '%s'
              namespaceSelector: {}
              resourceGroups:
              - coveredResources: [amd.com/gpu]
                flavors:
                - name: mi300x
                  resources: [{name: amd.com/gpu, nominalQuota: %d, %s}]
            """
                .formatted(name, cohort, gpus, limits)));
  }
}
