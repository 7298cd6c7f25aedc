package ai.silogen.kaiwo.operator.queue;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.Workload;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.ClusterQueue;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class LocalQueueRetirementTest {

  private static final List<ClusterQueue> QUEUES =
      List.of(
          ApiSerialization.read("name: kaiwo\nnamespaces: [team-a]", ClusterQueue.class),
          ApiSerialization.read("name: open", ClusterQueue.class));

  private static LocalQueue localQueue(String namespace, String name) {
    return ApiSerialization.read(
        "apiVersion: kueue.x-k8s.io/v1beta1\nkind: LocalQueue\nmetadata: {name: %s, namespace: %s}"
            .formatted(name, namespace),
        LocalQueue.class);
  }

  private static Workload workload(String namespace, String queue, String finished) {
    return ApiSerialization.read(
        """
        apiVersion: kueue.x-k8s.io/v1beta1
        kind: Workload
        metadata: {name: w, namespace: %s}
        spec: {queueName: %s}
        status: {conditions: [{type: Finished, status: "%s"}]}
        """
            .formatted(namespace, queue, finished),
        Workload.class);
  }

  private static List<String> deleted(List<KueueAction> steps) {
    return steps.stream()
        .filter(KueueAction.Delete.class::isInstance)
        .map(KueueAction::describe)
        .toList();
  }

  @Test
  void anOnDemandQueueInANamespaceNoLongerListedGoesOnceNothingUsesIt() {
    List<LocalQueue> onDemand =
        List.of(
            localQueue("default", "kaiwo"),
            localQueue("team-a", "kaiwo"),
            localQueue("default", "open"));
    assertThat(deleted(LocalQueueRetirement.apply(List.of(), QUEUES, onDemand, Set.of())))
        .containsExactly("LocalQueue default/kaiwo");
    assertThat(
            deleted(
                LocalQueueRetirement.apply(List.of(), QUEUES, onDemand, Set.of("default/kaiwo"))))
        .isEmpty();
  }

  @Test
  void theConfigsOwnQueueStaysWhileAWorkloadUsesIt() {
    List<KueueAction> plan = List.of(new KueueAction.Delete(localQueue("team-b", "kaiwo")));
    assertThat(LocalQueueRetirement.apply(plan, QUEUES, List.of(), Set.of("team-b/kaiwo")))
        .isEmpty();
    assertThat(LocalQueueRetirement.apply(plan, QUEUES, List.of(), Set.of())).isEqualTo(plan);
  }

  @Test
  void onlyUnfinishedWorkloadsUseTheirQueue() {
    assertThat(
            LocalQueueRetirement.inUse(
                List.of(workload("a", "kaiwo", "False"), workload("b", "kaiwo", "True"))))
        .containsExactly("a/kaiwo");
  }

  @Test
  void onlyTheEndOfAWorkloadInAQueueThatMayGoWakesTheConfig() {
    assertThat(LocalQueueRetirement.mayRetireQueueOf(workload("team-a", "kaiwo", "True"), QUEUES))
        .as("the queue still lists its namespace")
        .isFalse();
    assertThat(LocalQueueRetirement.mayRetireQueueOf(workload("default", "open", "True"), QUEUES))
        .as("a queue open to every namespace")
        .isFalse();
    assertThat(LocalQueueRetirement.mayRetireQueueOf(workload("default", "kaiwo", "True"), QUEUES))
        .as("the queue no longer lists its namespace")
        .isTrue();
    assertThat(LocalQueueRetirement.mayRetireQueueOf(workload("team-a", "gone", "True"), QUEUES))
        .as("the config no longer has the queue")
        .isTrue();
  }
}
