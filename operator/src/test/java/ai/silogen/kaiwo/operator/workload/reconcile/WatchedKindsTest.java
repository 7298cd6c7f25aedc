package ai.silogen.kaiwo.operator.workload.reconcile;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.LocalQueue;
import org.junit.jupiter.api.Test;

class WatchedKindsTest {

  private static LocalQueue localQueue(String more) {
    return ApiSerialization.read(
        """
        apiVersion: kueue.x-k8s.io/v1beta1
        kind: LocalQueue
        metadata: {name: kaiwo, namespace: team-a, generation: 1}
        spec: {clusterQueue: kaiwo}
        """
            + more,
        LocalQueue.class);
  }

  @Test
  void kueueCountingAWorkloadInALocalQueueWakesNoWorkload() {
    LocalQueue before = localQueue("status: {pendingWorkloads: 3, admittedWorkloads: 1}");
    LocalQueue after = localQueue("status: {pendingWorkloads: 2, admittedWorkloads: 2}");

    assertThat(WatchedKinds.definitionChanged(after, before)).isFalse();
  }

  @Test
  void aChangedSpecOrADeletionWakesTheNamespacesWorkloads() {
    LocalQueue before = localQueue("");
    LocalQueue edited = localQueue("");
    edited.getMetadata().setGeneration(2L);
    LocalQueue deleting = localQueue("");
    deleting.getMetadata().setDeletionTimestamp("2026-11-29T12:00:00Z");

    assertThat(WatchedKinds.definitionChanged(edited, before)).isTrue();
    assertThat(WatchedKinds.definitionChanged(deleting, before)).isTrue();
  }
}
