package ai.silogen.kaiwo.operator.modelserving.sandbox;

import static ai.silogen.kaiwo.operator.modelserving.sandbox.ModelServingCluster.address;
import static ai.silogen.kaiwo.operator.modelserving.sandbox.ModelServingCluster.ready;
import static ai.silogen.kaiwo.operator.modelserving.sandbox.ModelServingSandboxTest.condition;
import static ai.silogen.kaiwo.operator.modelserving.sandbox.ModelServingSandboxTest.eventually;
import static ai.silogen.kaiwo.operator.modelserving.sandbox.ModelServingSandboxTest.model;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.kubeai.v1.Adapter;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** Cache profiles (load before serving, evict on deletion) and LoRA adapters in the sandbox. */
@ExtendWith(ModelServingCluster.Shared.class)
class ModelCacheAndAdaptersSandboxTest {

  private ModelServingCluster cluster;
  private String ns;

  @BeforeEach
  void setUp(ModelServingCluster shared) {
    cluster = shared;
    ns = cluster.newNamespace();
  }

  @Test
  void aCacheModelLoadsBeforeServingAndEvictsOnDeletion() {
    Model created =
        cluster.create(ns, model("cached", "cpu:1", "minReplicas: 1", "cacheProfile: standard"));

    Job load = eventually().until(() -> job("load-cache-cached"), j -> j != null);
    assertThat(cluster.pods(ns, "cached")).as("no server before the cache is loaded").isEmpty();
    assertThat(load.getSpec().getTemplate().getSpec().getContainers().get(0).getArgs())
        .containsExactly("hf://org/cached", "/models/cached-" + created.getMetadata().getUid());
    assertThat(claim().getSpec().getAccessModes()).containsExactly("ReadWriteMany");

    Pod pod =
        eventually()
            .until(() -> cluster.pods(ns, "cached"), p -> p.size() == 1 && ready(p.get(0)))
            .get(0);
    assertThat(pod.getSpec().getContainers().get(0).getArgs())
        .contains("--model=/models/cached-" + created.getMetadata().getUid());
    eventually()
        .untilAsserted(
            () -> {
              Model model = cluster.model(ns, "cached");
              assertThat(model.getStatus().getCache().getLoaded()).isTrue();
              assertThat(condition(model, "CacheLoaded").getStatus()).isEqualTo("True");
              assertThat(model.getMetadata().getFinalizers()).contains("kubeai.org/cache-eviction");
              assertThat(job("load-cache-cached")).isNull();
              assertThat(claim().getMetadata().getAnnotations())
                  .containsKey("models.kubeai.org/cached");
            });
    assertThat(cluster.eventReasons(ns, "cached")).contains("CacheLoaded");

    cluster.client().resources(Model.class).inNamespace(ns).withName("cached").delete();
    Job evict = eventually().until(() -> job("evict-cache-cached"), j -> j != null);
    assertThat(evict.getSpec().getTemplate().getSpec().getContainers().get(0).getCommand())
        .containsExactly("bash", "-c", "rm -rf /models/cached-" + created.getMetadata().getUid());
    eventually().until(() -> cluster.model(ns, "cached") == null);
    eventually()
        .untilAsserted(
            () -> {
              assertThat(job("evict-cache-cached")).isNull();
              assertThat(cluster.pods(ns, "cached")).isEmpty();
              assertThat(claim().getMetadata().getAnnotations())
                  .doesNotContainKey("models.kubeai.org/cached");
            });
  }

  @Test
  void adaptersAreLoadedIntoTheEngineAndLabelled() throws Exception {
    cluster.create(
        ns,
        model(
            "lora",
            "cpu:1",
            "minReplicas: 1",
            "adapters: [{name: sql, url: \"hf://org/sql-lora\"}, {name: chat, url: \"hf://org/chat-lora\"}]"));

    Pod pod =
        eventually()
            .until(
                () -> cluster.pods(ns, "lora"),
                p ->
                    p.size() == 1
                        && p.get(0)
                            .getMetadata()
                            .getLabels()
                            .keySet()
                            .containsAll(
                                List.of("adapter.kubeai.org/sql", "adapter.kubeai.org/chat")))
            .get(0);
    assertThat(ModelServingCluster.get(address(pod) + "/v1/models").body())
        .contains("\"sql\"", "\"chat\"");

    cluster.editSpec(
        ns, "lora", spec -> spec.setAdapters(List.of(adapter("sql", "hf://org/sql-lora"))));
    Pod unlabelled =
        eventually()
            .until(
                () -> cluster.pods(ns, "lora"),
                p ->
                    p.size() == 1
                        && !p.get(0)
                            .getMetadata()
                            .getLabels()
                            .containsKey("adapter.kubeai.org/chat"))
            .get(0);
    assertThat(unlabelled.getMetadata().getName())
        .as("hf adapters change without a rollout")
        .isEqualTo(pod.getMetadata().getName());
    assertThat(unlabelled.getMetadata().getLabels()).containsKey("adapter.kubeai.org/sql");
    String models = ModelServingCluster.get(address(pod) + "/v1/models").body();
    assertThat(models).contains("\"sql\"").doesNotContain("\"chat\"");
  }

  private Job job(String name) {
    return cluster.client().batch().v1().jobs().inNamespace(ns).withName(name).get();
  }

  private PersistentVolumeClaim claim() {
    return cluster
        .client()
        .persistentVolumeClaims()
        .inNamespace(ns)
        .withName("shared-model-cache-standard")
        .get();
  }

  private static Adapter adapter(String name, String url) {
    Adapter adapter = new Adapter();
    adapter.setName(name);
    adapter.setUrl(url);
    return adapter;
  }
}
