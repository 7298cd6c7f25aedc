package ai.silogen.kaiwo.operator.nodepool;

import static ai.silogen.kaiwo.operator.support.OperatorSandbox.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceFlavor;
import ai.silogen.kaiwo.operator.kaiwoconfig.KaiwoConfigModule;
import ai.silogen.kaiwo.operator.queue.QueueModule;
import ai.silogen.kaiwo.operator.support.OperatorSandbox;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.Taint;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Node pools in a sandbox cluster: with {@code dynamicallyUpdateDefaultClusterQueue} the default
 * queue follows cordoned and uncordoned nodes, and GPU nodes are tainted only while configured.
 */
class NodePoolSandboxTest {

  private static final String AMD_POOL = "amd-mi300x-8gpu-86core-1382gi";

  private static OperatorSandbox cluster;
  private static KubernetesClient client;

  @BeforeAll
  static void start() {
    cluster =
        OperatorSandbox.start(
            List.of(new KaiwoConfigModule(), new NodePoolModule(), new QueueModule()));
    client = cluster.client();
    eventually().until(() -> client.resources(KaiwoConfig.class).withName("kaiwo").get() != null);
    editSettings(spec -> spec.setDynamicallyUpdateDefaultClusterQueue(true));
  }

  @AfterAll
  static void stop() {
    cluster.close();
  }

  @Test
  void cordoningAGpuNodeLowersTheDefaultQueuesGpuQuotaAndUncordoningRestoresIt() {
    eventually().until(() -> amdQuota().equals("16"));

    cordon("mi300x-1", true);
    eventually().until(() -> amdQuota().equals("8"));
    assertThat(client.resources(ResourceFlavor.class).withName(AMD_POOL).get())
        .as("the pool keeps its flavor")
        .isNotNull();

    cordon("mi300x-1", false);
    eventually().until(() -> amdQuota().equals("16"));
  }

  @Test
  void gpuNodesAreTaintedOnlyWhileConfigured() {
    editSettings(spec -> spec.getNodes().setAddTaintsToGpuNodes(true));
    eventually()
        .untilAsserted(
            () -> {
              assertThat(taintKeys("mi300x-0")).contains("kaiwo.silogen.ai/gpu");
              assertThat(taintKeys("h100-1")).contains("kaiwo.silogen.ai/gpu");
              assertThat(
                      client
                          .resources(ResourceFlavor.class)
                          .withName(AMD_POOL)
                          .get()
                          .getSpec()
                          .getNodeTaints())
                  .extracting(Taint::getKey)
                  .containsExactly("kaiwo.silogen.ai/gpu");
            });
    assertThat(taintKeys("cpu-0")).doesNotContain("kaiwo.silogen.ai/gpu");

    editSettings(spec -> spec.getNodes().setAddTaintsToGpuNodes(false));
    eventually()
        .untilAsserted(
            () -> {
              assertThat(taintKeys("mi300x-0")).doesNotContain("kaiwo.silogen.ai/gpu");
              assertThat(taintKeys("h100-1")).doesNotContain("kaiwo.silogen.ai/gpu");
            });
  }

  private static String amdQuota() {
    ClusterQueue queue = client.resources(ClusterQueue.class).withName("kaiwo").get();
    return queue.getSpec().getResourceGroups().getFirst().getFlavors().stream()
        .filter(f -> f.getName().equals(AMD_POOL))
        .flatMap(f -> f.getResources().stream())
        .filter(r -> r.getName().equals("amd.com/gpu"))
        .map(r -> r.getNominalQuota().toString())
        .findFirst()
        .orElse("none");
  }

  private static void cordon(String node, boolean cordoned) {
    OperatorSandbox.retrying(
        () ->
            client
                .nodes()
                .withName(node)
                .edit(
                    n -> {
                      n.getSpec().setUnschedulable(cordoned ? true : null);
                      return n;
                    }));
  }

  private static List<String> taintKeys(String name) {
    Node node = client.nodes().withName(name).get();
    return node.getSpec().getTaints() == null
        ? List.of()
        : node.getSpec().getTaints().stream().map(Taint::getKey).toList();
  }

  private static void editSettings(Consumer<KaiwoConfigSpec> change) {
    OperatorSandbox.retrying(() -> editOnce(change));
  }

  private static void editOnce(Consumer<KaiwoConfigSpec> change) {
    client
        .resources(KaiwoConfig.class)
        .withName("kaiwo")
        .edit(
            config -> {
              if (config.getSpec() == null) {
                config.setSpec(new KaiwoConfigSpec());
              }
              if (config.getSpec().getNodes() == null) {
                config
                    .getSpec()
                    .setNodes(new ai.silogen.kaiwo.api.config.v1alpha1.KaiwoNodeConfig());
              }
              change.accept(config.getSpec());
              return config;
            });
  }
}
