package ai.silogen.kaiwo.sandbox.controlplane.pods;

import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.net.HttpURLConnection;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Reads and writes the pods of a workload controller. Pods are listed live from the API server
 * rather than from an informer cache: the list then always includes the pods the controller has
 * just created, which real controllers track with "expectations" instead, so no pod is ever created
 * twice.
 */
public final class OwnedPods {

  private static final int NAME_ATTEMPTS = 5;

  private OwnedPods() {}

  /** Pods in the owner's namespace matching {@code labels} whose controller is {@code owner}. */
  public static List<Pod> list(
      KubernetesClient client, HasMetadata owner, Map<String, String> labels) {
    String uid = owner.getMetadata().getUid();
    return client
        .pods()
        .inNamespace(owner.getMetadata().getNamespace())
        .withLabels(labels)
        .list()
        .getItems()
        .stream()
        .filter(pod -> Pods.isControlledBy(pod, uid))
        .toList();
  }

  /**
   * Creates a pod from {@code newPod}, asking for another (randomly named) one if the name is
   * taken.
   */
  public static Pod create(KubernetesClient client, Supplier<Pod> newPod) {
    for (int attempt = 1; ; attempt++) {
      Pod pod = newPod.get();
      try {
        return client.pods().inNamespace(pod.getMetadata().getNamespace()).resource(pod).create();
      } catch (KubernetesClientException e) {
        if (e.getCode() != HttpURLConnection.HTTP_CONFLICT || attempt >= NAME_ATTEMPTS) {
          throw e;
        }
      }
    }
  }

  /** Deletes {@code pod}; a pod that is already gone counts as deleted. */
  public static void delete(KubernetesClient client, Pod pod) {
    client
        .pods()
        .inNamespace(pod.getMetadata().getNamespace())
        .withName(pod.getMetadata().getName())
        .delete();
  }
}
