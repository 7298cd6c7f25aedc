package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.crd.CrdDefaulter;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.operator.cluster.ClusterFacts;
import ai.silogen.kaiwo.operator.cluster.TestNodes;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.client.CustomResource;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Kaiwo objects as the API server would store them, and clusters to build them on. */
final class ModelFixtures {

  static final String NAMESPACE = "team";
  static final String UID = "0b7c6a52-1111-4222-8333-444455556666";
  static final WorkloadOptions OPTIONS =
      new WorkloadOptions("ghcr.io/silogen/kaiwo:test", List.of("download", "/config/config.yaml"));

  /** Two 8-GPU MI300X nodes, two 8-GPU H100 nodes and a CPU node. */
  static final List<Node> NODES =
      List.of(
          TestNodes.amd("mi300x-0", 8),
          TestNodes.amd("mi300x-1", 8),
          TestNodes.nvidia("h100-0", 8),
          TestNodes.nvidia("h100-1", 8),
          TestNodes.cpu("cpu-0"));

  static final KaiwoQueueConfig QUEUES =
      ApiSerialization.read(
          """
          apiVersion: kaiwo.silogen.ai/v1alpha1
          kind: KaiwoQueueConfig
          metadata: {name: kaiwo}
          spec:
            clusterQueues:
              - name: kaiwo
              - name: team-only
                namespaces: [other]
          """,
          KaiwoQueueConfig.class);

  private ModelFixtures() {}

  static KaiwoJob job(String yaml) {
    return stored(ApiSerialization.read(header("KaiwoJob") + yaml, KaiwoJob.class));
  }

  static KaiwoService service(String yaml) {
    return stored(ApiSerialization.read(header("KaiwoService") + yaml, KaiwoService.class));
  }

  /** An example file of the repository as stored in namespace {@link #NAMESPACE}. */
  static <T extends CustomResource<?, ?>> T example(String path, Class<T> kind) {
    return stored(ApiSerialization.read(TestFiles.example(path), kind));
  }

  static ClusterFacts facts() {
    return ClusterFacts.of(null, NODES, QUEUES);
  }

  static ClusterFacts facts(String kaiwoConfigSpec) {
    KaiwoConfig config =
        ApiSerialization.read(
            "apiVersion: config.kaiwo.silogen.ai/v1alpha1\nkind: KaiwoConfig\n"
                + "metadata: {name: kaiwo}\nspec:\n"
                + kaiwoConfigSpec.indent(2),
            KaiwoConfig.class);
    return ClusterFacts.of(config, NODES, QUEUES);
  }

  static ClusterFacts facts(List<Node> nodes) {
    return ClusterFacts.of(null, nodes, QUEUES);
  }

  static DesiredState build(HasMetadata resource) {
    return DesiredStateBuilder.build(resource, facts(), OPTIONS);
  }

  static BuildContext context(HasMetadata resource) {
    return BuildContext.of(KaiwoWorkload.of(resource), facts(), OPTIONS);
  }

  static Map<String, String> env(Container container) {
    return container.getEnv().stream()
        .filter(e -> e.getValue() != null)
        .collect(Collectors.toMap(EnvVar::getName, EnvVar::getValue));
  }

  static String quantity(Map<String, io.fabric8.kubernetes.api.model.Quantity> map, String key) {
    return map.get(key) == null ? null : map.get(key).toString();
  }

  private static String header(String kind) {
    return "apiVersion: kaiwo.silogen.ai/v1alpha1\nkind: " + kind + "\n";
  }

  private static <T extends CustomResource<?, ?>> T stored(T resource) {
    T stored = CrdDefaulter.withDefaults(resource);
    stored.getMetadata().setNamespace(NAMESPACE);
    stored.getMetadata().setUid(UID);
    stored.getMetadata().setGeneration(1L);
    return stored;
  }
}
