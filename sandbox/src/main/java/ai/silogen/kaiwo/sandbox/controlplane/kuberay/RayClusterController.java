package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

import ai.silogen.kaiwo.sandbox.controlplane.pods.RandomNames;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ControllerComponent;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKey;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKeys;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.Result;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Kind;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.KubeApi;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.OwnedObjects;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.net.HttpURLConnection;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Stand-in for KubeRay's RayCluster controller: keeps a head pod and each worker group's pods in
 * place (see {@link RayClusterPods}) and reports their state (see {@link RayClusterStatuses}).
 *
 * <p>Simplifications: no head or serve Services, no autoscaler, no GCS fault tolerance, no Ray
 * itself (pods are run by the sandbox's kubelet like any other).
 */
public final class RayClusterController extends ControllerComponent {

  private static final int NAME_ATTEMPTS = 5;

  private final Clock clock;
  private KubeApi api;

  public RayClusterController(Clock clock) {
    super("kuberay-raycluster-controller", 1);
    this.clock = clock;
  }

  @Override
  protected void onStart(KubernetesClient client) {
    api = new KubeApi(client);
    inform(api.informable(RayKinds.RAY_CLUSTER), cluster -> List.of(ObjectKey.of(cluster)));
    inform(api.informable(Kind.POD), ObjectKeys.namedByLabel(RayLabels.CLUSTER));
  }

  @Override
  protected Result reconcile(ObjectKey key) {
    Optional<ObjectNode> found = api.get(RayKinds.RAY_CLUSTER, key.namespace(), key.name());
    if (found.isEmpty() || Json.isDeleting(found.get())) {
      return Result.done();
    }
    ObjectNode cluster = found.get();
    List<ObjectNode> pods =
        OwnedObjects.list(api, Kind.POD, cluster, Map.of(RayLabels.CLUSTER, key.name()));
    RayClusterPods.Plan plan = RayClusterPods.plan(cluster, pods, RandomNames::withSuffix);
    plan.delete().forEach(name -> api.delete(Kind.POD, key.namespace(), name));
    plan.create().forEach(this::createPod);
    OwnedObjects.writeStatusIfChanged(
        api, RayKinds.RAY_CLUSTER, cluster, RayClusterStatuses.of(cluster, pods, clock.instant()));
    return Result.done();
  }

  /** Creates a pod, renaming it if its random name is taken. */
  private void createPod(ObjectNode pod) {
    String name = Json.name(pod);
    String stem = name.substring(0, name.lastIndexOf('-'));
    for (int attempt = 1; ; attempt++) {
      try {
        api.create(Kind.POD, pod);
        return;
      } catch (KubernetesClientException e) {
        if (e.getCode() != HttpURLConnection.HTTP_CONFLICT || attempt >= NAME_ATTEMPTS) {
          throw e;
        }
        Json.child(pod, "metadata").put("name", RandomNames.withSuffix(stem));
      }
    }
  }
}
