package ai.silogen.kaiwo.sandbox.controlplane.deployment;

import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.sandbox.controlplane.pods.Pods;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ControllerComponent;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKey;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKeys;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.Result;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.api.model.apps.ReplicaSet;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.base.PatchContext;
import io.fabric8.kubernetes.client.dsl.base.PatchType;
import io.fabric8.kubernetes.client.informers.SharedIndexInformer;
import io.fabric8.kubernetes.client.utils.Serialization;
import java.net.HttpURLConnection;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Stand-in for kube-controller-manager's deployment controller (see {@link RolloutPlanner} and
 * {@link DeploymentStatuses}): one ReplicaSet per pod template, rollouts on template changes,
 * scaling, revision annotations, {@code ScalingReplicaSet} events and the {@code Available} and
 * {@code Progressing} conditions, including {@code ProgressDeadlineExceeded}.
 */
public final class DeploymentController extends ControllerComponent {

  private final Clock clock;
  private SharedIndexInformer<Deployment> deployments;
  private SharedIndexInformer<ReplicaSet> replicaSets;
  private EventRecorder events;

  public DeploymentController(Clock clock) {
    super("deployment-controller", 1);
    this.clock = clock;
  }

  @Override
  protected void onStart(KubernetesClient client) {
    events = closeOnStop(new EventRecorder(client, "deployment-controller", null, clock));
    deployments = inform(client.apps().deployments().inAnyNamespace(), ObjectKeys::self);
    replicaSets =
        inform(client.apps().replicaSets().inAnyNamespace(), ObjectKeys.controllerOf("Deployment"));
  }

  @Override
  protected Result reconcile(ObjectKey key) {
    Deployment deployment = deployments.getStore().getByKey(key.storeKey());
    if (deployment == null || Pods.isDeleting(deployment)) {
      return Result.done();
    }
    String uid = deployment.getMetadata().getUid();
    List<ReplicaSet> owned =
        replicaSets.getStore().list().stream()
            .filter(rs -> key.namespace().equals(rs.getMetadata().getNamespace()))
            .filter(rs -> Pods.isControlledBy(rs, uid))
            .toList();
    DeploymentPlan plan = RolloutPlanner.plan(deployment, owned, clock.instant());
    plan.create().ifPresent(this::create);
    for (ReplicaSet rs : plan.update()) {
      client().apps().replicaSets().inNamespace(key.namespace()).resource(rs).update();
    }
    for (ReplicaSet rs : plan.delete()) {
      client().apps().replicaSets().inNamespace(key.namespace()).resource(rs).delete();
    }
    Deployment current = deployment;
    Map<String, String> annotations = deployment.getMetadata().getAnnotations();
    if (annotations == null || !plan.revision().equals(annotations.get(ReplicaSets.REVISION))) {
      Map<String, Object> patch =
          Map.of("metadata", Map.of("annotations", Map.of(ReplicaSets.REVISION, plan.revision())));
      current =
          client()
              .apps()
              .deployments()
              .inNamespace(key.namespace())
              .withName(key.name())
              .patch(PatchContext.of(PatchType.JSON_MERGE), Serialization.asJson(patch));
    }
    if (!Objects.equals(current.getStatus(), plan.status())) {
      Deployment updated = new DeploymentBuilder(current).withStatus(plan.status()).build();
      client().apps().deployments().inNamespace(key.namespace()).resource(updated).updateStatus();
    }
    plan.events().forEach(event -> events.record(deployment, event));
    return plan.requeueAfter().map(Result::requeueAfter).orElse(Result.done());
  }

  /** Creates the new ReplicaSet; one that already exists (a stale cache) is picked up next time. */
  private void create(ReplicaSet replicaSet) {
    try {
      client()
          .apps()
          .replicaSets()
          .inNamespace(replicaSet.getMetadata().getNamespace())
          .resource(replicaSet)
          .create();
    } catch (KubernetesClientException e) {
      if (e.getCode() != HttpURLConnection.HTTP_CONFLICT) {
        throw e;
      }
    }
  }
}
