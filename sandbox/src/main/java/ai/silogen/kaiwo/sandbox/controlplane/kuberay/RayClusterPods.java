package ai.silogen.kaiwo.sandbox.controlplane.kuberay;

import ai.silogen.kaiwo.sandbox.controlplane.kueue.PodRequests;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.ResourceAmounts;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Kind;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.OwnerReferences;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.PodStates;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The pods a RayCluster should have, as KubeRay creates them: one head pod {@code
 * <cluster>-head-<5>} and, per worker group, {@code replicas × numOfHosts} pods {@code
 * <cluster>-<group>-worker-<5>}, each from its group's template with the {@code ray.io/*} labels
 * added and {@code restartPolicy} defaulting to {@code Always}.
 */
public final class RayClusterPods {

  /**
   * One group of identical Ray pods.
   *
   * @param name {@value RayLabels#HEAD_GROUP} or the worker group's name
   * @param head whether this is the head group
   * @param replicas how many pods the group should have
   * @param template the group's pod template
   */
  public record Group(String name, boolean head, int replicas, JsonNode template) {

    /** Resources the whole group requests. */
    public ResourceAmounts requests() {
      return PodRequests.of(template.path("spec"), name + ".template.spec").times(replicas);
    }
  }

  /** What to change so the cluster has exactly its desired pods. */
  public record Plan(List<ObjectNode> create, List<String> delete) {}

  private RayClusterPods() {}

  /** The cluster's groups: head first, then worker groups in spec order. */
  public static List<Group> groups(JsonNode rayCluster) {
    JsonNode spec = rayCluster.path("spec");
    List<Group> groups = new ArrayList<>();
    groups.add(
        new Group(RayLabels.HEAD_GROUP, true, 1, spec.path("headGroupSpec").path("template")));
    for (JsonNode group : spec.path("workerGroupSpecs")) {
      int replicas =
          group.path("suspend").asBoolean(false)
              ? 0
              : group.path("replicas").asInt(group.path("minReplicas").asInt(0))
                  * group.path("numOfHosts").asInt(1);
      groups.add(
          new Group(group.path("groupName").asText(), false, replicas, group.path("template")));
    }
    return groups;
  }

  /**
   * Compares the cluster's pods with its groups. Pods that are being deleted are ignored; pods
   * whose containers ended are replaced (KubeRay treats them as failed nodes); surplus pods go.
   *
   * @param pods the pods controlled by the cluster
   * @param uniqueName turns a name prefix into a fresh pod name ({@code prefix-xxxxx})
   */
  public static Plan plan(
      JsonNode rayCluster, List<? extends JsonNode> pods, UnaryOperator<String> uniqueName) {
    boolean suspended = rayCluster.path("spec").path("suspend").asBoolean(false);
    List<ObjectNode> create = new ArrayList<>();
    List<String> delete = new ArrayList<>();
    for (Group group : groups(rayCluster)) {
      int desired = suspended ? 0 : group.replicas();
      List<JsonNode> alive = new ArrayList<>();
      for (JsonNode pod : pods) {
        if (!group.name().equals(Json.label(pod, RayLabels.GROUP)) || Json.isDeleting(pod)) {
          continue;
        }
        if (PodStates.isTerminal(pod)) {
          delete.add(Json.name(pod));
        } else {
          alive.add(pod);
        }
      }
      for (int i = desired; i < alive.size(); i++) {
        delete.add(Json.name(alive.get(i)));
      }
      for (int i = alive.size(); i < desired; i++) {
        create.add(newPod(rayCluster, group, uniqueName.apply(namePrefix(rayCluster, group))));
      }
    }
    return new Plan(create, delete);
  }

  /** {@code <cluster>-head} or {@code <cluster>-<group>-worker}, completed by a random suffix. */
  public static String namePrefix(JsonNode rayCluster, Group group) {
    String cluster = Json.name(rayCluster);
    return group.head() ? cluster + "-head" : cluster + "-" + group.name() + "-worker";
  }

  /** A pod of {@code group} named {@code name} and controlled by the cluster. */
  public static ObjectNode newPod(JsonNode rayCluster, Group group, String name) {
    String cluster = Json.name(rayCluster);
    String nodeType = group.head() ? "head" : "worker";
    ObjectNode pod = Json.object();
    pod.put("apiVersion", Kind.POD.apiVersion());
    pod.put("kind", Kind.POD.kind());
    ObjectNode metadata = pod.putObject("metadata");
    metadata.put("name", name);
    metadata.put("namespace", Json.namespace(rayCluster));
    ObjectNode labels = metadata.putObject("labels");
    group
        .template()
        .path("metadata")
        .path("labels")
        .properties()
        .forEach(e -> labels.set(e.getKey(), e.getValue().deepCopy()));
    labels.put(RayLabels.CLUSTER, cluster);
    labels.put(RayLabels.NODE_TYPE, nodeType);
    labels.put(RayLabels.GROUP, group.name());
    labels.put(RayLabels.IDENTIFIER, cluster + "-" + nodeType);
    labels.put(RayLabels.IS_RAY_NODE, "yes");
    Json.copyIfSet(group.template().path("metadata"), metadata, "annotations");
    OwnerReferences.setController(pod, rayCluster);
    ObjectNode spec =
        group.template().path("spec") instanceof ObjectNode templateSpec
            ? templateSpec.deepCopy()
            : Json.object();
    if (!spec.hasNonNull("restartPolicy")) {
      spec.put("restartPolicy", "Always");
    }
    pod.set("spec", spec);
    return pod;
  }
}
