package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ControllerComponent;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKey;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKeys;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.Result;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.KubeApi;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.OwnedObjects;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Stand-in for KubeRay's RayJob controller: runs an unsuspended RayJob on a RayCluster of its own
 * and reports the job's progress, following {@link RayJobStateMachine}. A suspended RayJob (as
 * Kueue creates them) gets no cluster, and loses its cluster if suspended again.
 */
public final class RayJobController extends ControllerComponent {

  private final Duration defaultRunTime;
  private final Clock clock;
  private KubeApi api;
  private OwnedClusters clusters;

  /**
   * @param defaultRunTime how long a job runs unless its {@code
   *     sandbox.kaiwo.silogen.ai/run-seconds} annotation (on the RayJob or its head pod template)
   *     says otherwise
   */
  public RayJobController(Duration defaultRunTime, Clock clock) {
    super("kuberay-rayjob-controller", 1);
    this.defaultRunTime = defaultRunTime;
    this.clock = clock;
  }

  @Override
  protected void onStart(KubernetesClient client) {
    api = new KubeApi(client);
    clusters = new OwnedClusters(api);
    inform(api.informable(RayKinds.RAY_JOB), job -> List.of(ObjectKey.of(job)));
    inform(api.informable(RayKinds.RAY_CLUSTER), ObjectKeys.controllerOf(RayKinds.RAY_JOB.kind()));
  }

  @Override
  protected Result reconcile(ObjectKey key) {
    Optional<ObjectNode> found = api.get(RayKinds.RAY_JOB, key.namespace(), key.name());
    if (found.isEmpty() || Json.isDeleting(found.get())) {
      return Result.done();
    }
    ObjectNode job = found.get();
    Optional<String> clusterName =
        Optional.of(job.path("status").path("rayClusterName").asText(""));
    RayJobStateMachine.Step step =
        RayJobStateMachine.next(
            job,
            clusters.find(job, clusterName),
            OwnedClusters.newName(job),
            defaultRunTime,
            clock.instant());
    // Status first: a cluster is only ever created under a name the RayJob already records.
    OwnedObjects.writeStatusIfChanged(api, RayKinds.RAY_JOB, job, step.status());
    clusters.apply(job, job.path("spec").path("rayClusterSpec"), step.action());
    return step.requeueAfter().map(Result::requeueAfter).orElse(Result.done());
  }
}
