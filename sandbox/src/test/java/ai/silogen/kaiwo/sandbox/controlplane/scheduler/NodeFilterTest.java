package ai.silogen.kaiwo.sandbox.controlplane.scheduler;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.pods.PodResources;
import ai.silogen.kaiwo.sandbox.controlplane.testing.Workloads;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import io.fabric8.kubernetes.api.model.NodeSelectorRequirement;
import io.fabric8.kubernetes.api.model.NodeSelectorRequirementBuilder;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.PodSpecBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.Taint;
import io.fabric8.kubernetes.api.model.TaintBuilder;
import io.fabric8.kubernetes.api.model.Toleration;
import io.fabric8.kubernetes.api.model.TolerationBuilder;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The pure filter rules, on hand-built nodes and pods. */
class NodeFilterTest {

  private static Node node(String name, Map<String, String> labels, String gpus) {
    return new NodeBuilder()
        .withNewMetadata()
        .withName(name)
        .withLabels(labels)
        .endMetadata()
        .withNewSpec()
        .endSpec()
        .withNewStatus()
        .addToAllocatable("cpu", new Quantity("8"))
        .addToAllocatable("memory", new Quantity("32Gi"))
        .addToAllocatable("pods", new Quantity("3"))
        .addToAllocatable("amd.com/gpu", new Quantity(gpus))
        .endStatus()
        .build();
  }

  private static final Node GPU_NODE = node("gpu-0", Map.of("gpu", "mi300x", "cores", "8"), "8");

  private static Optional<FilterFailure> filter(PodSpec pod, NodeInfo node) {
    return NodeFilter.filter(pod, PodResources.requests(pod), node);
  }

  @Test
  void podFitsWhenRequestsFitWhatIsLeft() {
    NodeInfo half =
        NodeInfo.empty(GPU_NODE)
            .plus(Map.of("amd.com/gpu", BigDecimal.valueOf(4), "cpu", BigDecimal.valueOf(4)));

    assertThat(filter(Workloads.spec("Never", "amd.com/gpu", "4", "cpu", "4"), half)).isEmpty();
    assertThat(filter(Workloads.spec("Never", "amd.com/gpu", "5", "cpu", "5"), half))
        .get()
        .satisfies(
            f -> {
              assertThat(f.reasons())
                  .containsExactly("Insufficient amd.com/gpu", "Insufficient cpu");
              assertThat(f.resolvable()).isTrue();
            });
  }

  @Test
  void memoryQuantitiesCompareInBytes() {
    assertThat(filter(Workloads.spec("Never", "memory", "32Gi"), NodeInfo.empty(GPU_NODE)))
        .isEmpty();
    assertThat(
            filter(Workloads.spec("Never", "memory", "34359738369"), NodeInfo.empty(GPU_NODE))
                .get()
                .reasons())
        .containsExactly("Insufficient memory");
  }

  @Test
  void limitsCountAsRequestsAndInitContainersRaiseTheRequest() {
    PodSpec limitsOnly =
        new PodSpecBuilder()
            .addNewContainer()
            .withName("c")
            .withNewResources()
            .addToLimits("amd.com/gpu", new Quantity("9"))
            .endResources()
            .endContainer()
            .build();
    PodSpec bigInit =
        new PodSpecBuilder(Workloads.spec("Never", "cpu", "1"))
            .addNewInitContainer()
            .withName("init")
            .withNewResources()
            .addToRequests("cpu", new Quantity("9"))
            .endResources()
            .endInitContainer()
            .build();

    assertThat(filter(limitsOnly, NodeInfo.empty(GPU_NODE)).get().reasons())
        .containsExactly("Insufficient amd.com/gpu");
    assertThat(filter(bigInit, NodeInfo.empty(GPU_NODE)).get().reasons())
        .containsExactly("Insufficient cpu");
  }

  @Test
  void podCountIsLimited() {
    NodeInfo full = NodeInfo.empty(GPU_NODE).plus(Map.of()).plus(Map.of()).plus(Map.of());
    assertThat(filter(Workloads.spec("Never"), full).get().reasons())
        .containsExactly("Too many pods");
  }

  @Test
  void resourcesTheNodeDoesNotHaveAreInsufficient() {
    assertThat(
            filter(Workloads.spec("Never", "nvidia.com/gpu", "1"), NodeInfo.empty(GPU_NODE))
                .get()
                .reasons())
        .containsExactly("Insufficient nvidia.com/gpu");
  }

  @Test
  void nodeSelectorMustMatchEveryLabel() {
    PodSpec matching =
        new PodSpecBuilder(Workloads.spec("Never"))
            .withNodeSelector(Map.of("gpu", "mi300x"))
            .build();
    PodSpec other =
        new PodSpecBuilder(Workloads.spec("Never"))
            .withNodeSelector(Map.of("gpu", "mi300x", "zone", "b"))
            .build();

    assertThat(filter(matching, NodeInfo.empty(GPU_NODE))).isEmpty();
    assertThat(filter(other, NodeInfo.empty(GPU_NODE)))
        .get()
        .satisfies(
            f -> {
              assertThat(f.reasons())
                  .containsExactly("node(s) didn't match Pod's node affinity/selector");
              assertThat(f.resolvable()).isFalse();
            });
  }

  @ParameterizedTest(name = "{0} {1} {2} -> {3}")
  @CsvSource({
    "gpu, In, mi300x|mi325x, true",
    "gpu, In, h100, false",
    "gpu, NotIn, h100, true",
    "gpu, NotIn, mi300x, false",
    "absent, NotIn, x, true",
    "gpu, Exists, , true",
    "absent, Exists, , false",
    "absent, DoesNotExist, , true",
    "gpu, DoesNotExist, , false",
    "cores, Gt, 4, true",
    "cores, Gt, 8, false",
    "cores, Lt, 16, true",
    "cores, Lt, 8, false",
    "gpu, Gt, 1, false",
    "gpu, Sometimes, x, false"
  })
  void requiredAffinityOperators(String key, String operator, String values, boolean matches) {
    List<String> operands = values == null ? List.of() : List.of(values.split("\\|"));
    NodeSelectorRequirement requirement =
        new NodeSelectorRequirementBuilder()
            .withKey(key)
            .withOperator(operator)
            .withValues(operands)
            .build();
    PodSpec pod = withRequiredAffinity(List.of(requirement), List.of());

    assertThat(filter(pod, NodeInfo.empty(GPU_NODE)).isEmpty()).isEqualTo(matches);
  }

  @Test
  void affinityMatchesNodeNameThroughMatchFields() {
    NodeSelectorRequirement byName =
        new NodeSelectorRequirementBuilder()
            .withKey("metadata.name")
            .withOperator("In")
            .withValues("gpu-0")
            .build();
    NodeSelectorRequirement otherName =
        new NodeSelectorRequirementBuilder()
            .withKey("metadata.name")
            .withOperator("In")
            .withValues("gpu-1")
            .build();

    assertThat(filter(withRequiredAffinity(List.of(), List.of(byName)), NodeInfo.empty(GPU_NODE)))
        .isEmpty();
    assertThat(
            filter(withRequiredAffinity(List.of(), List.of(otherName)), NodeInfo.empty(GPU_NODE)))
        .isPresent();
  }

  @Test
  void emptyAffinityTermMatchesNothing() {
    assertThat(filter(withRequiredAffinity(List.of(), List.of()), NodeInfo.empty(GPU_NODE)))
        .isPresent();
  }

  @Test
  void untoleratedTaintsKeepPodsAway() {
    Taint gpuTaint =
        new TaintBuilder()
            .withKey("kaiwo.silogen.ai/gpu")
            .withValue("true")
            .withEffect("NoSchedule")
            .build();
    Taint preferNot = new TaintBuilder().withKey("soft").withEffect("PreferNoSchedule").build();
    NodeInfo tainted =
        NodeInfo.empty(
            new NodeBuilder(GPU_NODE).editSpec().withTaints(preferNot, gpuTaint).endSpec().build());

    assertThat(filter(Workloads.spec("Never"), tainted).get().reasons())
        .containsExactly("node(s) had untolerated taint {kaiwo.silogen.ai/gpu: true}");
    assertThat(filter(tolerating(exists("kaiwo.silogen.ai/gpu", "NoSchedule")), tainted)).isEmpty();
    assertThat(
            filter(
                tolerating(
                    new TolerationBuilder()
                        .withKey("kaiwo.silogen.ai/gpu")
                        .withOperator("Equal")
                        .withValue("true")
                        .build()),
                tainted))
        .isEmpty();
    assertThat(
            filter(
                tolerating(
                    new TolerationBuilder()
                        .withKey("kaiwo.silogen.ai/gpu")
                        .withValue("false")
                        .build()),
                tainted))
        .isPresent();
    assertThat(filter(tolerating(exists("kaiwo.silogen.ai/gpu", "NoExecute")), tainted))
        .isPresent();
    assertThat(filter(tolerating(exists(null, null)), tainted)).isEmpty();
  }

  @Test
  void cordonedNodesTakeOnlyPodsToleratingIt() {
    NodeInfo cordoned =
        NodeInfo.empty(
            new NodeBuilder(GPU_NODE).editSpec().withUnschedulable(true).endSpec().build());

    assertThat(filter(Workloads.spec("Never"), cordoned).get().reasons())
        .containsExactly("node(s) were unschedulable");
    assertThat(
            filter(tolerating(exists("node.kubernetes.io/unschedulable", "NoSchedule")), cordoned))
        .isEmpty();
  }

  private static PodSpec tolerating(Toleration toleration) {
    return new PodSpecBuilder(Workloads.spec("Never")).withTolerations(toleration).build();
  }

  private static Toleration exists(String key, String effect) {
    return new TolerationBuilder().withKey(key).withOperator("Exists").withEffect(effect).build();
  }

  private static PodSpec withRequiredAffinity(
      List<NodeSelectorRequirement> expressions, List<NodeSelectorRequirement> fields) {
    return new PodSpecBuilder(Workloads.spec("Never"))
        .withNewAffinity()
        .withNewNodeAffinity()
        .withNewRequiredDuringSchedulingIgnoredDuringExecution()
        .addNewNodeSelectorTerm()
        .withMatchExpressions(expressions)
        .withMatchFields(fields)
        .endNodeSelectorTerm()
        .endRequiredDuringSchedulingIgnoredDuringExecution()
        .endNodeAffinity()
        .endAffinity()
        .build();
  }
}
