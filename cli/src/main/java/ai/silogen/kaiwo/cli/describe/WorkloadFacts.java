package ai.silogen.kaiwo.cli.describe;

import ai.silogen.kaiwo.cli.workload.WorkloadView;
import ai.silogen.kaiwo.cli.workload.Workloads;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.OwnerReference;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Everything {@code kaiwo describe} shows about a workload, read from the cluster: the objects its
 * controllers created (found through owner references, transitively), its pods and their nodes, and
 * the events about any of them.
 */
record WorkloadFacts(
    WorkloadView workload,
    List<GenericKubernetesResource> children,
    List<Pod> pods,
    Map<String, Node> nodes,
    List<Event> events) {

  static WorkloadFacts gather(KubernetesClient client, WorkloadView workload) {
    String namespace = workload.namespace();
    List<GenericKubernetesResource> candidates = new ArrayList<>();
    for (ResourceDefinitionContext kind : ChildKinds.ALL) {
      candidates.addAll(listIfServed(client, kind, namespace));
    }
    Set<String> owners = new HashSet<>(Set.of(workload.uid()));
    List<GenericKubernetesResource> children = ownedTransitively(candidates, owners);
    // One list of the namespace's pods gives both the workload's labelled pods and the pods owned
    // by the objects created for it.
    List<Pod> namespacePods = client.pods().inNamespace(namespace).list().getItems();
    Map<String, Pod> pods = new LinkedHashMap<>();
    Workloads.podsAmong(namespacePods, workload)
        .forEach(p -> pods.put(p.getMetadata().getUid(), p));
    namespacePods.stream()
        .filter(pod -> ownedBy(pod, owners))
        .forEach(p -> pods.putIfAbsent(p.getMetadata().getUid(), p));
    Map<String, Node> nodes = new LinkedHashMap<>();
    for (Pod pod : pods.values()) {
      String nodeName = pod.getSpec().getNodeName();
      if (nodeName != null && !nodes.containsKey(nodeName)) {
        Node node = client.nodes().withName(nodeName).get();
        if (node != null) {
          nodes.put(nodeName, node);
        }
      }
    }
    Set<String> involved = new HashSet<>(owners);
    pods.keySet().forEach(involved::add);
    List<Event> events =
        client.v1().events().inNamespace(namespace).list().getItems().stream()
            .filter(e -> e.getInvolvedObject() != null)
            .filter(e -> involved.contains(e.getInvolvedObject().getUid()))
            .sorted(Comparator.comparing(WorkloadFacts::eventTime))
            .toList();
    return new WorkloadFacts(workload, children, List.copyOf(pods.values()), nodes, events);
  }

  /** When an event last happened (events carry the time in one of several fields). */
  static String eventTime(Event event) {
    if (event.getLastTimestamp() != null) {
      return event.getLastTimestamp();
    }
    if (event.getEventTime() != null && event.getEventTime().getTime() != null) {
      return event.getEventTime().getTime();
    }
    return Objects.toString(event.getMetadata().getCreationTimestamp(), "");
  }

  /** Objects owned by {@code owners} or by objects owned by them; adds their UIDs to owners. */
  private static List<GenericKubernetesResource> ownedTransitively(
      List<GenericKubernetesResource> candidates, Set<String> owners) {
    List<GenericKubernetesResource> owned = new ArrayList<>();
    boolean grew = true;
    while (grew) {
      grew = false;
      for (GenericKubernetesResource candidate : candidates) {
        if (!owners.contains(candidate.getMetadata().getUid()) && ownedBy(candidate, owners)) {
          owned.add(candidate);
          owners.add(candidate.getMetadata().getUid());
          grew = true;
        }
      }
    }
    return owned;
  }

  private static boolean ownedBy(HasMetadata object, Set<String> owners) {
    List<OwnerReference> references = object.getMetadata().getOwnerReferences();
    return references != null && references.stream().anyMatch(r -> owners.contains(r.getUid()));
  }

  /** The objects of {@code kind}; none when the cluster does not serve it (e.g. no KubeRay). */
  private static List<GenericKubernetesResource> listIfServed(
      KubernetesClient client, ResourceDefinitionContext kind, String namespace) {
    try {
      List<GenericKubernetesResource> items =
          client.genericKubernetesResources(kind).inNamespace(namespace).list().getItems();
      // List responses may leave kind and apiVersion out of their items.
      for (GenericKubernetesResource item : items) {
        if (item.getKind() == null) {
          item.setKind(kind.getKind());
          item.setApiVersion(
              kind.getGroup().isEmpty()
                  ? kind.getVersion()
                  : kind.getGroup() + "/" + kind.getVersion());
        }
      }
      return items;
    } catch (KubernetesClientException e) {
      if (e.getCode() == 404) {
        return List.of();
      }
      throw e;
    }
  }
}
