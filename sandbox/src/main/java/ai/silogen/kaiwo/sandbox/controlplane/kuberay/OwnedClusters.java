package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

import ai.silogen.kaiwo.sandbox.controlplane.pods.RandomNames;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.KubeApi;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.OwnedObjects;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Optional;

/** The RayCluster of a RayJob or RayService: finding, creating and deleting it. */
final class OwnedClusters {

  private final KubeApi api;

  OwnedClusters(KubeApi api) {
    this.api = api;
  }

  /** The owner's cluster {@code name}, if it exists and belongs to the owner. */
  Optional<JsonNode> find(JsonNode owner, Optional<String> name) {
    return name.filter(n -> !n.isEmpty())
        .flatMap(n -> OwnedObjects.find(api, RayKinds.RAY_CLUSTER, owner, n));
  }

  /** A fresh cluster name for the owner, {@code <owner>-raycluster-<5>}. */
  static String newName(JsonNode owner) {
    return RandomNames.withSuffix(Json.name(owner) + "-raycluster");
  }

  /**
   * Carries out {@code action}.
   *
   * @param clusterSpec the spec a created cluster gets
   */
  void apply(JsonNode owner, JsonNode clusterSpec, ClusterAction action) {
    switch (action) {
      case ClusterAction.Create create ->
          api.create(
              RayKinds.RAY_CLUSTER, RayClusterFactory.build(owner, clusterSpec, create.name()));
      case ClusterAction.Delete delete ->
          api.delete(RayKinds.RAY_CLUSTER, Json.namespace(owner), delete.name());
      case ClusterAction.None none -> {}
    }
  }
}
