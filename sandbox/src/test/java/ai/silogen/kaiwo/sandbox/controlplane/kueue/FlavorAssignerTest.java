package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.kueue.FlavorAssigner.Fit;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.FlavorAssigner.NoFit;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Yaml;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class FlavorAssignerTest {

  /** cpu/memory in one group (small, then large), GPUs in another (gpu-a, then gpu-b). */
  private static final ClusterQueueSpec QUEUE =
      ClusterQueueSpec.parse(
          Yaml.node(
              """
              metadata: {name: research}
              spec:
                namespaceSelector: {}
                resourceGroups:
                - coveredResources: [cpu, memory]
                  flavors:
                  - name: small
                    resources: [{name: cpu, nominalQuota: 4}, {name: memory, nominalQuota: 8Gi}]
                  - name: large
                    resources: [{name: cpu, nominalQuota: 32}, {name: memory, nominalQuota: 128Gi}]
                - coveredResources: [nvidia.com/gpu]
                  flavors:
                  - name: gpu-a
                    resources: [{name: nvidia.com/gpu, nominalQuota: 8}]
                  - name: gpu-b
                    resources: [{name: nvidia.com/gpu, nominalQuota: 16}]
              """));

  private static final Map<String, Flavor> FLAVORS =
      Map.of(
          "small", flavor("small"),
          "large", flavor("large"),
          "gpu-a", flavor("gpu-a"),
          "gpu-b", flavor("gpu-b"));

  @Test
  void takesTheFirstFlavorOfEachGroupThatFits() {
    FlavorAssigner.Result result =
        FlavorAssigner.assign(
            List.of(podSet("main", 2, "{cpu: 2, memory: 4Gi, nvidia.com/gpu: 4}")),
            QUEUE,
            FLAVORS,
            FlavorUsage.NONE);

    assertThat(result).isInstanceOf(Fit.class);
    PodSetAssignment main = ((Fit) result).assignments().getFirst();
    assertThat(main.flavors())
        .isEqualTo(Map.of("cpu", "small", "memory", "small", "nvidia.com/gpu", "gpu-a"));
    assertThat(main.count()).isEqualTo(2);
    assertThat(main.resourceUsage().toJson())
        .isEqualTo(Yaml.node("{cpu: '4', memory: 8Gi, nvidia.com/gpu: '8'}"));
  }

  @Test
  void movesToTheNextFlavorWhenUsageLeavesTooLittle() {
    FlavorUsage usage =
        FlavorUsage.NONE
            .plus("small", amounts("{cpu: 1}"))
            .plus("gpu-a", amounts("{nvidia.com/gpu: 4}"));

    Fit fit =
        (Fit)
            FlavorAssigner.assign(
                List.of(podSet("main", 1, "{cpu: 4, nvidia.com/gpu: 8}")), QUEUE, FLAVORS, usage);

    assertThat(fit.assignments().getFirst().flavors())
        .isEqualTo(Map.of("cpu", "large", "nvidia.com/gpu", "gpu-b"));
  }

  @Test
  void podSetsOfOneWorkloadShareTheQuota() {
    Fit fit =
        (Fit)
            FlavorAssigner.assign(
                List.of(podSet("head", 1, "{cpu: 3}"), podSet("workers", 2, "{cpu: 1}")),
                QUEUE,
                FLAVORS,
                FlavorUsage.NONE);

    assertThat(fit.assignments())
        .extracting(a -> a.flavors().get("cpu"))
        .containsExactly("small", "large");
    assertThat(fit.usage().of("small", "cpu")).isEqualByComparingTo("3");
    assertThat(fit.usage().of("large", "cpu")).isEqualByComparingTo("2");
  }

  @Test
  void explainsMissingUnusedQuotaPerFlavor() {
    FlavorUsage full =
        FlavorUsage.NONE
            .plus("gpu-a", amounts("{nvidia.com/gpu: 8}"))
            .plus("gpu-b", amounts("{nvidia.com/gpu: 16}"));

    FlavorAssigner.Result result =
        FlavorAssigner.assign(
            List.of(podSet("main", 1, "{nvidia.com/gpu: 8}")), QUEUE, FLAVORS, full);

    assertThat(result)
        .isEqualTo(
            new NoFit(
                "couldn't assign flavors to pod set main: insufficient unused quota for"
                    + " nvidia.com/gpu in flavor gpu-a, 8 more needed, insufficient unused quota"
                    + " for nvidia.com/gpu in flavor gpu-b, 8 more needed"));
  }

  @Test
  void explainsRequestsLargerThanAnyFlavor() {
    FlavorAssigner.Result result =
        FlavorAssigner.assign(
            List.of(podSet("main", 3, "{nvidia.com/gpu: 8}")), QUEUE, FLAVORS, FlavorUsage.NONE);

    assertThat(((NoFit) result).message())
        .isEqualTo(
            "couldn't assign flavors to pod set main: insufficient quota for nvidia.com/gpu in"
                + " flavor gpu-a, request > maximum capacity (24 > 8), insufficient quota for"
                + " nvidia.com/gpu in flavor gpu-b, request > maximum capacity (24 > 16)");
  }

  @Test
  void rejectsResourcesNoGroupCoversButIgnoresZeroRequests() {
    FlavorAssigner.Result missing =
        FlavorAssigner.assign(
            List.of(podSet("main", 1, "{cpu: 1, amd.com/gpu: 1}")),
            QUEUE,
            FLAVORS,
            FlavorUsage.NONE);
    FlavorAssigner.Result zero =
        FlavorAssigner.assign(
            List.of(podSet("main", 1, "{cpu: 1, amd.com/gpu: 0}")),
            QUEUE,
            FLAVORS,
            FlavorUsage.NONE);

    assertThat(((NoFit) missing).message())
        .isEqualTo(
            "couldn't assign flavors to pod set main: resource amd.com/gpu unavailable in"
                + " ClusterQueue");
    assertThat(zero).isInstanceOf(Fit.class);
  }

  @Test
  void skipsFlavorsWhoseNodeLabelsContradictTheNodeSelector() {
    Map<String, Flavor> labelled =
        Map.of(
            "small", new Flavor("small", Map.of("kaiwo/nodepool", "small"), List.of()),
            "large", new Flavor("large", Map.of("kaiwo/nodepool", "large"), List.of()));
    PodSetRequest pinned =
        new PodSetRequest("main", 1, amounts("{cpu: 1}"), Map.of("kaiwo/nodepool", "large"));

    Fit fit = (Fit) FlavorAssigner.assign(List.of(pinned), QUEUE, labelled, FlavorUsage.NONE);

    assertThat(fit.assignments().getFirst().flavors()).containsEntry("cpu", "large");
  }

  static PodSetRequest podSet(String name, int count, String perPod) {
    return new PodSetRequest(name, count, amounts(perPod), Map.of());
  }

  static ResourceAmounts amounts(String yaml) {
    return ResourceAmounts.parse(Yaml.node(yaml), "test");
  }

  private static Flavor flavor(String name) {
    return new Flavor(name, Map.of(), List.of());
  }
}
