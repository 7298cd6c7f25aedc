package ai.silogen.kaiwo.sandbox.controlplane.deployment;

import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.sandbox.controlplane.pods.OwnedPods;
import ai.silogen.kaiwo.sandbox.controlplane.pods.PodTemplates;
import ai.silogen.kaiwo.sandbox.controlplane.pods.Pods;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ControllerComponent;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKey;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKeys;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.Result;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.apps.ReplicaSet;
import io.fabric8.kubernetes.api.model.apps.ReplicaSetBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.informers.SharedIndexInformer;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Stand-in for kube-controller-manager's replica-set controller (see {@link ReplicaSetSync}): keeps
 * {@code spec.replicas} pods named {@code <replicaset>-<5 random>}, recreates deleted ones, and
 * reports replica counts. Pods matching the selector but owned by nobody are not adopted.
 */
public final class ReplicaSetController extends ControllerComponent {

  private final Clock clock;
  private SharedIndexInformer<ReplicaSet> replicaSets;
  private EventRecorder events;

  public ReplicaSetController(Clock clock) {
    super("replicaset-controller", 1);
    this.clock = clock;
  }

  @Override
  protected void onStart(KubernetesClient client) {
    events = closeOnStop(new EventRecorder(client, "replicaset-controller", null, clock));
    replicaSets = inform(client.apps().replicaSets().inAnyNamespace(), ObjectKeys::self);
    inform(client.pods().inAnyNamespace(), ObjectKeys.controllerOf("ReplicaSet"));
  }

  @Override
  protected Result reconcile(ObjectKey key) {
    ReplicaSet replicaSet = replicaSets.getStore().getByKey(key.storeKey());
    if (replicaSet == null || Pods.isDeleting(replicaSet)) {
      return Result.done();
    }
    Map<String, String> selector =
        replicaSet.getSpec().getSelector() == null
            ? null
            : replicaSet.getSpec().getSelector().getMatchLabels();
    List<Pod> pods = OwnedPods.list(client(), replicaSet, selector == null ? Map.of() : selector);
    ReplicaSetPlan plan = ReplicaSetSync.plan(replicaSet, pods, clock.instant());
    for (int i = 0; i < plan.podsToCreate(); i++) {
      Pod created =
          OwnedPods.create(
              client(),
              () -> PodTemplates.newPod(replicaSet, replicaSet.getSpec().getTemplate(), Map.of()));
      events.normal(
          replicaSet, "SuccessfulCreate", "Created pod: " + created.getMetadata().getName());
    }
    for (Pod pod : plan.podsToDelete()) {
      OwnedPods.delete(client(), pod);
      events.normal(replicaSet, "SuccessfulDelete", "Deleted pod: " + pod.getMetadata().getName());
    }
    if (!Objects.equals(replicaSet.getStatus(), plan.status())) {
      ReplicaSet updated = new ReplicaSetBuilder(replicaSet).withStatus(plan.status()).build();
      client().apps().replicaSets().inNamespace(key.namespace()).resource(updated).updateStatus();
    }
    return plan.requeueAfter().map(Result::requeueAfter).orElse(Result.done());
  }
}
