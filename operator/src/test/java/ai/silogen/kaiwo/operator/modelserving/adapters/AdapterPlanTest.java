package ai.silogen.kaiwo.operator.modelserving.adapters;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.kubeai.v1.Adapter;
import ai.silogen.kaiwo.operator.modelserving.adapters.AdapterPlan.Load;
import ai.silogen.kaiwo.operator.modelserving.adapters.AdapterPlan.Unload;
import ai.silogen.kaiwo.operator.modelserving.spec.Fnv32a;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AdapterPlanTest {

  private static final String HF = "hf://org/sql-lora";
  private static final String S3 = "s3://bucket/chat-lora";

  @Test
  void loadsMissingAdaptersFromTheirSource() throws Exception {
    Pod pod = pod(Map.of(), Map.of("chat", S3));

    assertThat(AdapterPlan.plan(List.of(adapter("sql", HF), adapter("chat", S3)), pod))
        .containsExactly(
            new Load("chat", "/adapters/chat", Fnv32a.decimal(S3)),
            new Load("sql", "org/sql-lora", Fnv32a.decimal(HF)));
  }

  @Test
  void labelledAdaptersAreLeftAlone() throws Exception {
    Pod pod = pod(Map.of("adapter.kubeai.org/sql", Fnv32a.decimal(HF)), Map.of());

    assertThat(AdapterPlan.plan(List.of(adapter("sql", HF)), pod)).isEmpty();
  }

  @Test
  void removedAdaptersAreUnloaded() throws Exception {
    Pod pod = pod(Map.of("adapter.kubeai.org/old", "123", "app", "model"), Map.of());

    assertThat(AdapterPlan.plan(List.of(), pod)).containsExactly(new Unload("old"));
  }

  @Test
  void aChangedUrlIsUnloadedThenLoadedAgain() throws Exception {
    Pod pod = pod(Map.of("adapter.kubeai.org/sql", Fnv32a.decimal("hf://org/sql-v1")), Map.of());

    assertThat(AdapterPlan.plan(List.of(adapter("sql", HF)), pod))
        .containsExactly(new Unload("sql"), new Load("sql", "org/sql-lora", Fnv32a.decimal(HF)));
  }

  @Test
  void objectStoreAdaptersTheInitContainerDidNotFetchWaitForTheRollout() throws Exception {
    Pod olderPod =
        pod(
            Map.of("adapter.kubeai.org/chat", Fnv32a.decimal("s3://bucket/old")),
            Map.of("chat", "s3://bucket/old"));

    assertThat(AdapterPlan.plan(List.of(adapter("chat", S3)), olderPod))
        .containsExactly(new Unload("chat"));
    assertThat(AdapterPlan.plan(List.of(adapter("chat", S3)), pod(Map.of(), Map.of()))).isEmpty();
  }

  private static Adapter adapter(String name, String url) {
    Adapter adapter = new Adapter();
    adapter.setName(name);
    adapter.setUrl(url);
    return adapter;
  }

  private static Pod pod(Map<String, String> labels, Map<String, String> prefetched) {
    PodBuilder pod =
        new PodBuilder().withNewMetadata().withName("p").withLabels(labels).endMetadata();
    if (!prefetched.isEmpty()) {
      pod.editMetadata()
          .addToAnnotations(AdapterSources.PREFETCHED, ApiSerialization.toJson(prefetched))
          .endMetadata();
    }
    return pod.build();
  }
}
