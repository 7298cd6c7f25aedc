package ai.silogen.kaiwo.sandbox.gc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.sandbox.TestCrds;
import ai.silogen.kaiwo.sandbox.testing.RawApi;
import ai.silogen.kaiwo.sandbox.testing.SandboxExtension;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.DeletionPropagation;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceBuilder;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import io.fabric8.kubernetes.api.model.OwnerReference;
import io.fabric8.kubernetes.api.model.OwnerReferenceBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Owner-reference garbage collection with background, foreground and orphan propagation. */
class GarbageCollectionTest {

  @RegisterExtension
  static final SandboxExtension SANDBOX =
      SandboxExtension.with(b -> b.crds(List.of(TestCrds.widgets())));

  static KubernetesClient client;

  @BeforeAll
  static void connect() {
    client = SANDBOX.client();
  }

  private static ConfigMap configMap(
      String name, List<String> finalizers, OwnerReference... owners) {
    return client
        .configMaps()
        .resource(
            new ConfigMapBuilder()
                .withNewMetadata()
                .withName(name)
                .withFinalizers(finalizers)
                .withOwnerReferences(owners)
                .endMetadata()
                .build())
        .create();
  }

  private static OwnerReference ownedBy(HasMetadata owner, boolean blockOwnerDeletion) {
    return new OwnerReferenceBuilder()
        .withApiVersion(owner.getApiVersion())
        .withKind(owner.getKind())
        .withName(owner.getMetadata().getName())
        .withUid(owner.getMetadata().getUid())
        .withBlockOwnerDeletion(blockOwnerDeletion)
        .build();
  }

  private static boolean gone(String configMap) {
    return client.configMaps().withName(configMap).get() == null;
  }

  private static void awaitGone(String... configMaps) {
    for (String name : configMaps) {
      await()
          .atMost(Duration.ofSeconds(10))
          .pollInterval(Duration.ofMillis(20))
          .until(() -> gone(name));
    }
  }

  @Test
  void backgroundDeletionRemovesTheWholeChainKaiwoStyle() {
    GenericKubernetesResource widget =
        client
            .genericKubernetesResources("test.kaiwo.silogen.ai/v1", "Widget")
            .resource(
                new GenericKubernetesResourceBuilder()
                    .withApiVersion("test.kaiwo.silogen.ai/v1")
                    .withKind("Widget")
                    .withNewMetadata()
                    .withName("chain")
                    .endMetadata()
                    .withAdditionalProperties(Map.of("spec", Map.of("color", "red")))
                    .build())
            .create();
    Job job =
        client
            .batch()
            .v1()
            .jobs()
            .resource(
                new JobBuilder()
                    .withNewMetadata()
                    .withName("chain")
                    .withOwnerReferences(ownedBy(widget, true))
                    .endMetadata()
                    .withNewSpec()
                    .withNewTemplate()
                    .withNewSpec()
                    .addNewContainer()
                    .withName("main")
                    .withImage("busybox")
                    .endContainer()
                    .withRestartPolicy("Never")
                    .endSpec()
                    .endTemplate()
                    .endSpec()
                    .build())
            .create();
    client
        .pods()
        .resource(
            new PodBuilder()
                .withNewMetadata()
                .withName("chain-0")
                .withOwnerReferences(ownedBy(job, true))
                .endMetadata()
                .withNewSpec()
                .addNewContainer()
                .withName("main")
                .withImage("busybox")
                .endContainer()
                .endSpec()
                .build())
        .create();

    client.resource(widget).delete();

    await()
        .atMost(Duration.ofSeconds(10))
        .pollInterval(Duration.ofMillis(20))
        .until(() -> client.pods().withName("chain-0").get() == null);
    assertThat(client.batch().v1().jobs().withName("chain").get()).isNull();
  }

  @Test
  void foregroundDeletionWaitsForBlockingDependents() {
    ConfigMap owner = configMap("fg-owner", List.of());
    configMap("fg-blocking", List.of("test.kaiwo.silogen.ai/hold"), ownedBy(owner, true));
    configMap("fg-free", List.of(), ownedBy(owner, false));

    client
        .configMaps()
        .withName("fg-owner")
        .withPropagationPolicy(DeletionPropagation.FOREGROUND)
        .delete();

    awaitGone("fg-free");
    await()
        .untilAsserted(
            () ->
                assertThat(
                        client
                            .configMaps()
                            .withName("fg-blocking")
                            .get()
                            .getMetadata()
                            .getDeletionTimestamp())
                    .isNotNull());
    ConfigMap waiting = client.configMaps().withName("fg-owner").get();
    assertThat(waiting.getMetadata().getDeletionTimestamp()).isNotNull();
    assertThat(waiting.getMetadata().getFinalizers()).containsExactly("foregroundDeletion");

    client
        .configMaps()
        .withName("fg-blocking")
        .edit(cm -> new ConfigMapBuilder(cm).editMetadata().withFinalizers().endMetadata().build());

    awaitGone("fg-blocking", "fg-owner");
  }

  @Test
  void aDependentCreatedWhileItsOwnerWaitsInTheForegroundIsDeletedToo() {
    ConfigMap owner = configMap("fgl-owner", List.of());
    configMap("fgl-blocking", List.of("test.kaiwo.silogen.ai/hold"), ownedBy(owner, true));
    client
        .configMaps()
        .withName("fgl-owner")
        .withPropagationPolicy(DeletionPropagation.FOREGROUND)
        .delete();
    await()
        .until(
            () ->
                client
                        .configMaps()
                        .withName("fgl-blocking")
                        .get()
                        .getMetadata()
                        .getDeletionTimestamp()
                    != null);

    // What a controller acting on a stale read does: create a child for the deleting owner.
    configMap("fgl-late", List.of(), ownedBy(owner, true));
    awaitGone("fgl-late");
    client
        .configMaps()
        .withName("fgl-blocking")
        .edit(cm -> new ConfigMapBuilder(cm).editMetadata().withFinalizers().endMetadata().build());

    awaitGone("fgl-blocking", "fgl-owner");
  }

  @Test
  void foregroundDeletionIsTransitive() {
    ConfigMap top = configMap("fgt-top", List.of());
    ConfigMap middle = configMap("fgt-middle", List.of(), ownedBy(top, true));
    configMap("fgt-leaf", List.of(), ownedBy(middle, true));

    client
        .configMaps()
        .withName("fgt-top")
        .withPropagationPolicy(DeletionPropagation.FOREGROUND)
        .delete();

    awaitGone("fgt-leaf", "fgt-middle", "fgt-top");
  }

  @Test
  void orphanDeletionKeepsDependentsWithoutTheReference() {
    ConfigMap owner = configMap("orphan-owner", List.of());
    configMap("orphan-a", List.of(), ownedBy(owner, true));
    configMap("orphan-b", List.of(), ownedBy(owner, false));

    client
        .configMaps()
        .withName("orphan-owner")
        .withPropagationPolicy(DeletionPropagation.ORPHAN)
        .delete();

    awaitGone("orphan-owner");
    for (String name : List.of("orphan-a", "orphan-b")) {
      assertThat(client.configMaps().withName(name).get().getMetadata().getOwnerReferences())
          .isEmpty();
    }
  }

  @Test
  void propagationPolicyCanComeFromTheQuery() {
    ConfigMap owner = configMap("query-owner", List.of());
    configMap("query-dep", List.of(), ownedBy(owner, false));
    var api = new RawApi(SANDBOX.sandbox().masterUrl());

    api.delete("/api/v1/namespaces/default/configmaps/query-owner?propagationPolicy=Orphan");

    awaitGone("query-owner");
    assertThat(client.configMaps().withName("query-dep").get().getMetadata().getOwnerReferences())
        .isEmpty();
  }

  @Test
  void dependentWithAnotherOwnerLosesOnlyTheDeletedReference() {
    ConfigMap first = configMap("two-owners-a", List.of());
    ConfigMap second = configMap("two-owners-b", List.of());
    configMap("two-owners-dep", List.of(), ownedBy(first, false), ownedBy(second, false));

    client.configMaps().withName("two-owners-a").delete();

    await()
        .untilAsserted(
            () ->
                assertThat(
                        client
                            .configMaps()
                            .withName("two-owners-dep")
                            .get()
                            .getMetadata()
                            .getOwnerReferences())
                    .extracting(OwnerReference::getName)
                    .containsExactly("two-owners-b"));
  }

  @Test
  void ownerWithFinalizerKeepsDependentsUntilItsLastFinalizerIsRemoved() {
    ConfigMap owner = configMap("final-owner", List.of("test.kaiwo.silogen.ai/keep"));
    configMap("final-dep", List.of(), ownedBy(owner, false));

    client.configMaps().withName("final-owner").delete();
    await()
        .until(
            () ->
                client
                        .configMaps()
                        .withName("final-owner")
                        .get()
                        .getMetadata()
                        .getDeletionTimestamp()
                    != null);
    assertThat(gone("final-dep")).isFalse();

    client
        .configMaps()
        .withName("final-owner")
        .edit(cm -> new ConfigMapBuilder(cm).editMetadata().withFinalizers().endMetadata().build());

    awaitGone("final-owner", "final-dep");
  }

  @Test
  void clusterScopedOwnerCollectsNamespacedDependents() {
    var node =
        client
            .nodes()
            .resource(new NodeBuilder().withNewMetadata().withName("gc-node").endMetadata().build())
            .create();
    Pod pod =
        client
            .pods()
            .resource(
                new PodBuilder()
                    .withNewMetadata()
                    .withName("on-gc-node")
                    .withOwnerReferences(ownedBy(node, false))
                    .endMetadata()
                    .withNewSpec()
                    .addNewContainer()
                    .withName("main")
                    .withImage("busybox")
                    .endContainer()
                    .endSpec()
                    .build())
            .create();
    assertThat(pod).isNotNull();

    client.nodes().withName("gc-node").delete();

    await()
        .atMost(Duration.ofSeconds(10))
        .pollInterval(Duration.ofMillis(20))
        .until(() -> client.pods().withName("on-gc-node").get() == null);
  }

  @Test
  void dependentCreatedForAMissingOwnerIsCollected() {
    OwnerReference missing =
        new OwnerReferenceBuilder()
            .withApiVersion("v1")
            .withKind("ConfigMap")
            .withName("never-existed")
            .withUid("5b1c8b4e-0000-4000-8000-000000000000")
            .build();

    configMap("dangling", List.of(), missing);

    awaitGone("dangling");
  }
}
