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
import java.util.List;
import java.util.Optional;

/**
 * Stand-in for KubeRay's RayService controller: gives a RayService a RayCluster from {@code
 * spec.rayClusterConfig} and reports its Serve applications running once the cluster is ready (see
 * {@link RayServiceStatuses}).
 */
public final class RayServiceController extends ControllerComponent {

  private final Clock clock;
  private KubeApi api;
  private OwnedClusters clusters;

  public RayServiceController(Clock clock) {
    super("kuberay-rayservice-controller", 1);
    this.clock = clock;
  }

  @Override
  protected void onStart(KubernetesClient client) {
    api = new KubeApi(client);
    clusters = new OwnedClusters(api);
    inform(api.informable(RayKinds.RAY_SERVICE), service -> List.of(ObjectKey.of(service)));
    inform(
        api.informable(RayKinds.RAY_CLUSTER), ObjectKeys.controllerOf(RayKinds.RAY_SERVICE.kind()));
  }

  @Override
  protected Result reconcile(ObjectKey key) {
    Optional<ObjectNode> found = api.get(RayKinds.RAY_SERVICE, key.namespace(), key.name());
    if (found.isEmpty() || Json.isDeleting(found.get())) {
      return Result.done();
    }
    ObjectNode service = found.get();
    RayServiceStatuses.Step step =
        RayServiceStatuses.next(
            service,
            clusters.find(service, RayServiceStatuses.clusterName(service)),
            OwnedClusters.newName(service),
            clock.instant());
    // Status first: a cluster is only ever created under a name the RayService already records.
    OwnedObjects.writeStatusIfChanged(api, RayKinds.RAY_SERVICE, service, step.status());
    clusters.apply(service, service.path("spec").path("rayClusterConfig"), step.action());
    return Result.done();
  }
}
