package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.OwnerReferences;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/** The RayCluster a RayJob or RayService runs on, built from the owner's cluster spec. */
public final class RayClusterFactory {

  /** Label naming the kind of object a RayCluster was created for. */
  public static final String ORIGINATED_FROM_CRD = "ray.io/originated-from-crd";

  /** Label naming the object a RayCluster was created for. */
  public static final String ORIGINATED_FROM_NAME = "ray.io/originated-from-cr-name";

  private RayClusterFactory() {}

  /**
   * @param owner the RayJob or RayService
   * @param clusterSpec its {@code rayClusterSpec} / {@code rayClusterConfig}
   * @param name the cluster's name
   */
  public static ObjectNode build(JsonNode owner, JsonNode clusterSpec, String name) {
    ObjectNode cluster = Json.object();
    cluster.put("apiVersion", RayKinds.RAY_CLUSTER.apiVersion());
    cluster.put("kind", RayKinds.RAY_CLUSTER.kind());
    ObjectNode metadata = cluster.putObject("metadata");
    metadata.put("name", name);
    metadata.put("namespace", Json.namespace(owner));
    ObjectNode labels = metadata.putObject("labels");
    owner
        .path("metadata")
        .path("labels")
        .properties()
        .forEach(e -> labels.set(e.getKey(), e.getValue().deepCopy()));
    labels.put(ORIGINATED_FROM_CRD, owner.path("kind").asText());
    labels.put(ORIGINATED_FROM_NAME, Json.name(owner));
    OwnerReferences.setController(cluster, owner);
    cluster.set("spec", clusterSpec.deepCopy());
    return cluster;
  }
}
