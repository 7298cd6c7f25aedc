package ai.silogen.kaiwo.operator.queue;

import static ai.silogen.kaiwo.operator.support.OperatorSandbox.eventually;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceFlavor;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfigSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.operator.kaiwoconfig.KaiwoConfigModule;
import ai.silogen.kaiwo.operator.support.OperatorSandbox;
import ai.silogen.kaiwo.sandbox.ClasspathCrds;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Kueue refuses any change to a ResourceFlavor that has a topology (its CRD rule {@code
 * !has(oldSelf.topologyName) || self == oldSelf}); Kaiwo then deletes and re-creates the flavor.
 */
class FlavorRecreationSandboxTest {

  private static final String SPEC =
      """
      resourceFlavors:
        - name: racked
          nodeLabels: {kaiwo/nodepool: %s}
          topologyName: racks
      topologies:
        - metadata: {name: racks}
          spec: {levels: [{nodeLabel: kubernetes.io/hostname}]}
      clusterQueues:
        - name: kaiwo
          spec:
            namespaceSelector: {}
            resourceGroups:
              - coveredResources: [cpu]
                flavors: [{name: racked, resources: [{name: cpu, nominalQuota: 8}]}]
      """;

  @Test
  void aFlavorKueueRefusesToUpdateIsDeletedAndCreatedAgain() {
    try (OperatorSandbox cluster =
        OperatorSandbox.startBare(
            List.of(new KaiwoConfigModule(), new QueueModule()),
            builder -> builder.installClasspathCrds(false).crds(crdsWithImmutableFlavors()))) {
      KubernetesClient client = cluster.client();
      eventually().until(() -> queueConfig(client) != null);
      writeSpec(client, SPEC.formatted("pool-a"));
      eventually().until(() -> labels(client).equals("pool-a") && ready(client));
      ResourceFlavor before = client.resources(ResourceFlavor.class).withName("racked").get();
      ResourceFlavor edited = ApiSerialization.copy(before);
      edited.getSpec().setNodeLabels(java.util.Map.of("kaiwo/nodepool", "x"));
      assertThat(refused(client, edited)).as("the CRD rule is in force").isTrue();

      writeSpec(client, SPEC.formatted("pool-b"));

      eventually().until(() -> labels(client).equals("pool-b") && ready(client));
      ResourceFlavor after = client.resources(ResourceFlavor.class).withName("racked").get();
      assertThat(after.getMetadata().getUid()).isNotEqualTo(before.getMetadata().getUid());
      assertThat(after.getSpec().getTopologyName()).isEqualTo("racks");
    }
  }

  private static boolean refused(KubernetesClient client, ResourceFlavor edited) {
    try {
      client.resource(edited).update();
      return false;
    } catch (KubernetesClientException e) {
      return e.getCode() == 422;
    }
  }

  private static List<JsonNode> crdsWithImmutableFlavors() {
    List<JsonNode> crds = ClasspathCrds.load(FlavorRecreationSandboxTest.class.getClassLoader());
    for (JsonNode crd : crds) {
      if (crd.path("metadata").path("name").asText().equals("resourceflavors.kueue.x-k8s.io")) {
        ObjectNode spec =
            (ObjectNode)
                crd.path("spec")
                    .path("versions")
                    .get(0)
                    .path("schema")
                    .path("openAPIV3Schema")
                    .path("properties")
                    .path("spec");
        spec.set(
            "x-kubernetes-validations",
            ApiSerialization.readTree(
                "[{\"rule\": \"!has(oldSelf.topologyName) || self == oldSelf\","
                    + " \"message\": \"resourceFlavorSpec are immutable when topologyName is set\"}]"));
      }
    }
    return crds;
  }

  private static void writeSpec(KubernetesClient client, String yaml) {
    QueueConfigs.writeSpec(client, ApiSerialization.read(yaml, KaiwoQueueConfigSpec.class));
  }

  private static KaiwoQueueConfig queueConfig(KubernetesClient client) {
    return client.resources(KaiwoQueueConfig.class).withName("kaiwo").get();
  }

  private static boolean ready(KubernetesClient client) {
    KaiwoQueueConfig config = queueConfig(client);
    return config.getStatus() != null && config.getStatus().getStatus() == WorkloadStatus.READY;
  }

  private static String labels(KubernetesClient client) {
    ResourceFlavor flavor = client.resources(ResourceFlavor.class).withName("racked").get();
    return flavor == null
        ? ""
        : String.valueOf(flavor.getSpec().getNodeLabels().get("kaiwo/nodepool"));
  }
}
