package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import static ai.silogen.kaiwo.sandbox.controlplane.kueue.FlavorAssignerTest.amounts;
import static ai.silogen.kaiwo.sandbox.controlplane.kueue.FlavorAssignerTest.podSet;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.kueue.QueueScheduler.Admit;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.QueueScheduler.Decision;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.QueueScheduler.QueuedWorkload;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.QueueScheduler.Wait;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKey;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Yaml;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class QueueSchedulerTest {

  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
  private static final Map<String, Flavor> FLAVORS =
      Map.of("gpus", new Flavor("gpus", Map.of(), List.of()));
  private static final Map<String, Flavor> COHORT_FLAVORS =
      Map.of("mi300x", new Flavor("mi300x", Map.of(), List.of()));

  @Test
  void ordersByPriorityThenByQueueingTime() {
    List<QueuedWorkload> pending =
        List.of(
            workload("old-low", 0, 1, 1),
            workload("new-high", 10, 2, 1),
            workload("oldest-low", 0, 0, 1));

    List<Decision> decisions =
        QueueScheduler.schedule(queue("BestEffortFIFO", 8), FLAVORS, FlavorUsage.NONE, pending);

    assertThat(decisions)
        .extracting(d -> d.key().name())
        .containsExactly("new-high", "oldest-low", "old-low");
  }

  @Test
  void higherPriorityCreatedLaterTakesTheQuotaFirst() {
    List<QueuedWorkload> pending = List.of(workload("low", 0, 0, 8), workload("high", 100, 1, 8));

    List<Decision> decisions =
        QueueScheduler.schedule(queue("BestEffortFIFO", 8), FLAVORS, FlavorUsage.NONE, pending);

    assertThat(decisions.get(0))
        .isInstanceOf(Admit.class)
        .extracting(Decision::key)
        .isEqualTo(key("high"));
    assertThat(decisions.get(1))
        .isEqualTo(
            new Wait(
                key("low"),
                "couldn't assign flavors to pod set main: insufficient unused quota for"
                    + " nvidia.com/gpu in flavor gpus, 8 more needed"));
  }

  @Test
  void strictFifoBlocksEverythingBehindAHeadThatDoesNotFit() {
    List<QueuedWorkload> pending = List.of(workload("big", 0, 0, 6), workload("small", 0, 1, 2));
    FlavorUsage usage = FlavorUsage.NONE.plus("gpus", amounts("{nvidia.com/gpu: 4}"));

    List<Decision> decisions =
        QueueScheduler.schedule(queue("StrictFIFO", 8), FLAVORS, usage, pending);

    assertThat(decisions).allMatch(d -> d instanceof Wait);
    assertThat(((Wait) decisions.get(1)).message())
        .isEqualTo("Waiting behind workload team/big at the head of StrictFIFO ClusterQueue q");
  }

  @Test
  void bestEffortFifoLetsSmallerWorkloadsPassABlockedHead() {
    List<QueuedWorkload> pending = List.of(workload("big", 0, 0, 6), workload("small", 0, 1, 2));
    FlavorUsage usage = FlavorUsage.NONE.plus("gpus", amounts("{nvidia.com/gpu: 4}"));

    List<Decision> decisions =
        QueueScheduler.schedule(queue("BestEffortFIFO", 8), FLAVORS, usage, pending);

    assertThat(decisions.get(0)).isInstanceOf(Wait.class);
    assertThat(decisions.get(1))
        .isInstanceOf(Admit.class)
        .extracting(Decision::key)
        .isEqualTo(key("small"));
  }

  @Test
  void releasedQuotaAdmitsTheNextWorkload() {
    List<QueuedWorkload> pending = List.of(workload("next", 0, 0, 8));
    FlavorUsage full = FlavorUsage.NONE.plus("gpus", amounts("{nvidia.com/gpu: 8}"));

    assertThat(QueueScheduler.schedule(queue("BestEffortFIFO", 8), FLAVORS, full, pending))
        .singleElement()
        .isInstanceOf(Wait.class);
    assertThat(
            QueueScheduler.schedule(queue("BestEffortFIFO", 8), FLAVORS, FlavorUsage.NONE, pending))
        .singleElement()
        .isInstanceOf(Admit.class);
  }

  @Test
  void aQueueBorrowsTheIdleQuotaOfItsCohortUntilTheCohortIsFull() {
    ClusterQueueSpec owner = CohortQuotaTest.queue("owner", "shared", 8, "");
    ClusterQueueSpec guest = CohortQuotaTest.queue("guest", "shared", 0, "");

    Map<String, List<Decision>> decisions =
        QueueScheduler.schedule(
            Map.of("guest", guest),
            COHORT_FLAVORS,
            CohortQuota.of(List.of(owner, guest), Map.of()),
            Map.of("guest", List.of(amdWorkload("first", 0, 6), amdWorkload("second", 1, 6))));

    assertThat(decisions.get("guest").get(0)).isInstanceOf(Admit.class);
    assertThat(decisions.get("guest").get(1))
        .isEqualTo(
            new Wait(
                key("second"),
                "couldn't assign flavors to pod set main: insufficient unused quota for"
                    + " amd.com/gpu in flavor mi300x, 4 more needed"));
  }

  @Test
  void aHeadThatFitsInItsOwnQuotaGoesBeforeAnOlderOneThatWouldBorrow() {
    ClusterQueueSpec owner = CohortQuotaTest.queue("owner", "shared", 8, "");
    ClusterQueueSpec guest = CohortQuotaTest.queue("guest", "shared", 0, "");

    Map<String, List<Decision>> decisions =
        QueueScheduler.schedule(
            Map.of("owner", owner, "guest", guest),
            COHORT_FLAVORS,
            CohortQuota.of(List.of(owner, guest), Map.of()),
            Map.of(
                "guest", List.of(amdWorkload("borrower", 0, 8)),
                "owner", List.of(amdWorkload("owners", 5, 8))));

    assertThat(decisions.get("owner").getFirst()).isInstanceOf(Admit.class);
    assertThat(decisions.get("guest").getFirst()).isInstanceOf(Wait.class);
  }

  private static ClusterQueueSpec queue(String strategy, int gpus) {
    return ClusterQueueSpec.parse(
        Yaml.node(
            """
            metadata: {name: q}
            spec:
              queueingStrategy: %s
              resourceGroups:
              - coveredResources: [nvidia.com/gpu]
                flavors:
                - name: gpus
                  resources: [{name: nvidia.com/gpu, nominalQuota: %d}]
            """
                .formatted(strategy, gpus)));
  }

  private static QueuedWorkload workload(String name, int priority, int minute, int gpus) {
    return new QueuedWorkload(
        key(name),
        priority,
        T0.plusSeconds(60L * minute),
        List.of(podSet("main", 1, "{nvidia.com/gpu: %d}".formatted(gpus))));
  }

  private static QueuedWorkload amdWorkload(String name, int minute, int gpus) {
    return new QueuedWorkload(
        key(name),
        0,
        T0.plusSeconds(60L * minute),
        List.of(podSet("main", 1, "{amd.com/gpu: %d}".formatted(gpus))));
  }

  private static ObjectKey key(String name) {
    return new ObjectKey("team", name);
  }
}
