package ai.silogen.kaiwo.operator.queue;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceFlavor;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.OwnerReferenceBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class KueueSyncPlanTest {

  private static final KaiwoConfigSpec DEFAULTS = EffectiveKaiwoConfig.defaults().getSpec();
  private static final Set<String> NAMESPACES = Set.of("team-a", "team-b", "shared");

  private final KaiwoQueueConfig owner = QueueConfigs.custom();

  private KueueObjects desired(KaiwoQueueConfig config) {
    return QueueRender.render(
            config, new QueueRenderInputs(List.of(), DEFAULTS, NAMESPACES::contains, true))
        .objects();
  }

  /** The desired objects as the API server and Kueue's webhooks would store them once created. */
  private KueueObjects stored(KueueObjects desired) {
    List<ClusterQueue> queues = new ArrayList<>();
    for (ClusterQueue queue : desired.clusterQueues()) {
      ClusterQueue created = server(KueueSyncPlan.forCreation(queue, owner));
      created
          .getSpec()
          .setFlavorFungibility(
              Map.of("whenCanBorrow", "Borrow", "whenCanPreempt", "TryNextFlavor"));
      if (created.getSpec().getQueueingStrategy() == null) {
        created.getSpec().setQueueingStrategy("BestEffortFIFO");
      }
      queues.add(created);
    }
    return new KueueObjects(
        desired.topologies().stream()
            .map(t -> server(KueueSyncPlan.forCreation(t, owner)))
            .toList(),
        desired.resourceFlavors().stream()
            .map(f -> server(KueueSyncPlan.forCreation(f, owner)))
            .toList(),
        queues,
        desired.localQueues().stream()
            .map(q -> server(KueueSyncPlan.forCreation(q, owner)))
            .toList(),
        desired.priorityClasses().stream()
            .map(w -> server(KueueSyncPlan.forCreation(w, owner)))
            .toList());
  }

  private static <T extends HasMetadata> T server(T object) {
    T copy = ApiSerialization.copy(object);
    copy.getMetadata().setResourceVersion("7");
    copy.getMetadata().setUid("uid-" + object.getMetadata().getName());
    copy.getMetadata().setGeneration(1L);
    return copy;
  }

  @Test
  void anEmptyClusterGetsEverythingCreatedInDependencyOrder() {
    List<KueueAction> plan = KueueSyncPlan.plan(desired(owner), KueueObjects.empty(), owner);

    assertThat(plan).allMatch(KueueAction.Create.class::isInstance);
    assertThat(plan)
        .extracting(KueueAction::describe)
        .startsWith("Topology racks", "ResourceFlavor cpu")
        .endsWith(
            "LocalQueue team-b/team-b", "WorkloadPriorityClass high", "WorkloadPriorityClass low");
    assertThat(plan)
        .allSatisfy(
            step -> {
              assertThat(Ownership.ownedBy(step.object(), "kaiwo")).isTrue();
              assertThat(step.object().getMetadata().getOwnerReferences().getFirst().getUid())
                  .isEqualTo("uid-1");
              assertThat(step.object().getMetadata().getAnnotations())
                  .containsKey(ManagedContent.APPLIED_HASH);
            });
  }

  @Test
  void objectsInSyncNeedNothingEvenWithFieldsKueueDefaulted() {
    KueueObjects desired = desired(owner);
    assertThat(KueueSyncPlan.plan(desired, stored(desired), owner)).isEmpty();
  }

  @Test
  void changedContentIsUpdatedOnTopOfTheObservedObject() {
    KueueObjects observed = stored(desired(owner));
    KaiwoQueueConfig changed = QueueConfigs.custom();
    changed.getSpec().getClusterQueues().get(1).getSpec().setCohort("other");
    changed.getSpec().getWorkloadPriorityClasses().get(0).setValue(2000);

    List<KueueAction> plan = KueueSyncPlan.plan(desired(changed), observed, owner);

    assertThat(plan)
        .extracting(KueueAction::describe)
        .containsExactly("ClusterQueue team-b", "WorkloadPriorityClass high");
    ClusterQueue updated = (ClusterQueue) plan.getFirst().object();
    assertThat(updated.getSpec().getCohort()).isEqualTo("other");
    assertThat(updated.getMetadata().getResourceVersion()).isEqualTo("7");
    assertThat(updated.getMetadata().getUid()).isEqualTo("uid-team-b");
  }

  @Test
  void aFieldRemovedFromTheConfigIsRemovedFromTheObject() {
    KueueObjects observed = stored(desired(owner));
    KaiwoQueueConfig changed = QueueConfigs.custom();
    changed.getSpec().getClusterQueues().get(1).getSpec().setCohort(null);

    List<KueueAction> plan = KueueSyncPlan.plan(desired(changed), observed, owner);

    assertThat(plan).extracting(KueueAction::describe).containsExactly("ClusterQueue team-b");
    assertThat(((ClusterQueue) plan.getFirst().object()).getSpec().getCohort()).isNull();
  }

  @Test
  void editsMadeByHandAreReverted() {
    KueueObjects observed = stored(desired(owner));
    observed.resourceFlavors().get(1).getSpec().setNodeTaints(null);

    assertThat(KueueSyncPlan.plan(desired(owner), observed, owner))
        .extracting(KueueAction::describe)
        .containsExactly("ResourceFlavor mi300x");
  }

  @Test
  void onlyOwnedObjectsMissingFromTheConfigAreDeletedLocalQueuesFirst() {
    KueueObjects observed = stored(desired(owner));
    ClusterQueue adminQueue = new ClusterQueue();
    adminQueue.setMetadata(
        new io.fabric8.kubernetes.api.model.ObjectMetaBuilder().withName("by-hand").build());
    List<ClusterQueue> queues = new ArrayList<>(observed.clusterQueues());
    queues.add(adminQueue);
    ResourceFlavor adminFlavor = new ResourceFlavor();
    adminFlavor.setMetadata(
        new io.fabric8.kubernetes.api.model.ObjectMetaBuilder()
            .withName("other-owner")
            .withOwnerReferences(
                new OwnerReferenceBuilder()
                    .withKind("Something")
                    .withApiVersion("x/v1")
                    .withName("kaiwo")
                    .build())
            .build());
    List<ResourceFlavor> flavors = new ArrayList<>(observed.resourceFlavors());
    flavors.add(adminFlavor);
    observed =
        new KueueObjects(
            observed.topologies(),
            flavors,
            queues,
            observed.localQueues(),
            observed.priorityClasses());

    KaiwoQueueConfig smaller = QueueConfigs.custom();
    smaller.getSpec().getResourceFlavors().removeFirst();
    smaller.getSpec().getClusterQueues().remove(1);
    smaller.getSpec().getWorkloadPriorityClasses().remove(1);

    List<KueueAction> plan = KueueSyncPlan.plan(desired(smaller), observed, owner);

    assertThat(plan).allMatch(KueueAction.Delete.class::isInstance);
    assertThat(plan)
        .extracting(KueueAction::describe)
        .containsExactly(
            "LocalQueue team-b/team-b",
            "ClusterQueue team-b",
            "ResourceFlavor cpu",
            "WorkloadPriorityClass low");
  }

  @Test
  void anObjectTheConfigNamesIsAdopted() {
    ClusterQueue byHand = new ClusterQueue();
    byHand.setMetadata(
        new io.fabric8.kubernetes.api.model.ObjectMetaBuilder()
            .withName("batch")
            .withResourceVersion("3")
            .addToLabels("team", "ops")
            .withOwnerReferences(
                new OwnerReferenceBuilder()
                    .withKind("Team")
                    .withApiVersion("x/v1")
                    .withName("ops")
                    .withController(true)
                    .build())
            .build());
    KueueObjects observed =
        new KueueObjects(List.of(), List.of(), List.of(byHand), List.of(), List.of());

    List<KueueAction> plan = KueueSyncPlan.plan(desired(owner), observed, owner);

    ClusterQueue adopted =
        plan.stream()
            .filter(KueueAction.Update.class::isInstance)
            .map(s -> (ClusterQueue) s.object())
            .findFirst()
            .orElseThrow();
    assertThat(adopted.getMetadata().getName()).isEqualTo("batch");
    assertThat(adopted.getMetadata().getLabels())
        .containsEntry("team", "ops")
        .containsEntry(QueueRender.QUEUE_CONFIG_LABEL, "kaiwo");
    assertThat(adopted.getMetadata().getOwnerReferences())
        .extracting(r -> r.getKind() + ":" + r.getController())
        .containsExactly("Team:true", "KaiwoQueueConfig:false");
    assertThat(adopted.getSpec().getQueueingStrategy()).isEqualTo("StrictFIFO");
  }

  @Test
  void objectsOfAReCreatedConfigAreRepointedToItsNewUid() {
    KueueObjects observed = stored(desired(owner));
    KaiwoQueueConfig recreated = QueueConfigs.custom();
    recreated.getMetadata().setUid("uid-2");

    List<KueueAction> plan = KueueSyncPlan.plan(desired(recreated), observed, recreated);

    assertThat(plan).hasSize(observed.all().size()).allMatch(KueueAction.Update.class::isInstance);
    assertThat(plan.getFirst().object().getMetadata().getOwnerReferences())
        .singleElement()
        .satisfies(r -> assertThat(r.getUid()).isEqualTo("uid-2"));
  }

  @Test
  void objectsBeingDeletedAreWaitedFor() {
    KueueObjects observed = stored(desired(owner));
    observed.resourceFlavors().get(1).getMetadata().setDeletionTimestamp("2026-01-01T00:00:00Z");

    assertThat(KueueSyncPlan.plan(desired(owner), observed, owner))
        .singleElement()
        .isInstanceOf(KueueAction.Wait.class)
        .extracting(KueueAction::describe)
        .isEqualTo("ResourceFlavor mi300x");
  }

  @Test
  void containmentComparesNumbersByValue() {
    var desired = ApiSerialization.readTree("{\"a\": {\"b\": [1, \"x\"]}, \"n\": 2.0}");
    assertThat(
            ManagedContent.contains(
                ApiSerialization.readTree("{\"a\": {\"b\": [1, \"x\"], \"c\": 1}, \"n\": 2}"),
                desired))
        .isTrue();
    assertThat(
            ManagedContent.contains(
                ApiSerialization.readTree("{\"a\": {\"b\": [1]}, \"n\": 2}"), desired))
        .isFalse();
    assertThat(
            ManagedContent.contains(
                ApiSerialization.readTree("{\"a\": {\"b\": [1, \"y\"]}, \"n\": 2}"), desired))
        .isFalse();
    assertThat(
            ManagedContent.contains(
                ApiSerialization.readTree("{\"n\": 2}"), ApiSerialization.readTree("{\"m\": {}}")))
        .isTrue();
  }
}
