package ai.silogen.kaiwo.gateway.discovery;

import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.gateway.routing.ObservedEndpoint;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodCondition;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Which model a pod serves and whether it is an endpoint, as KubeAI's pod reconciler decides: a pod
 * labelled {@code model=<name>} that is Ready, has the {@code model-pod-port} annotation and an
 * address (annotation {@code model-pod-ip}, else {@code status.podIP}). Unlike KubeAI, a pod that
 * is being deleted is no longer an endpoint, so it gets no new requests while it drains.
 */
public final class PodEndpoints {
  private static final Logger LOG = LoggerFactory.getLogger(PodEndpoints.class);

  private PodEndpoints() {}

  /** {@code <namespace>/<model>} of the model the pod serves, or empty for other pods. */
  public static Optional<String> modelKey(Pod pod) {
    Map<String, String> labels = pod.getMetadata().getLabels();
    String model = labels == null ? null : labels.get(KubeAiLabels.MODEL);
    if (model == null || model.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(pod.getMetadata().getNamespace() + "/" + model);
  }

  /** The pod as an endpoint, or empty when it cannot take requests now. */
  public static Optional<ObservedEndpoint> endpoint(Pod pod) {
    if (pod.getMetadata().getDeletionTimestamp() != null || !ready(pod)) {
      return Optional.empty();
    }
    String name = pod.getMetadata().getNamespace() + "/" + pod.getMetadata().getName();
    Map<String, String> annotations = pod.getMetadata().getAnnotations();
    String port = annotations == null ? null : annotations.get(KubeAiLabels.MODEL_POD_PORT);
    if (port == null || !validPort(port)) {
      LOG.warn(
          "pod {}: no valid {} annotation, not routing to it", name, KubeAiLabels.MODEL_POD_PORT);
      return Optional.empty();
    }
    String ip = annotations.get(KubeAiLabels.MODEL_POD_IP);
    if (ip == null || ip.isEmpty()) {
      ip = pod.getStatus() == null ? null : pod.getStatus().getPodIP();
    }
    if (ip == null || ip.isEmpty()) {
      return Optional.empty();
    }
    String host = ip.indexOf(':') >= 0 ? "[" + ip + "]" : ip; // IPv6
    return Optional.of(new ObservedEndpoint(name, host + ":" + port.strip(), adapters(pod)));
  }

  private static boolean ready(Pod pod) {
    if (pod.getStatus() == null || pod.getStatus().getConditions() == null) {
      return false;
    }
    for (PodCondition condition : pod.getStatus().getConditions()) {
      if ("Ready".equals(condition.getType())) {
        return "True".equals(condition.getStatus());
      }
    }
    return false;
  }

  private static Set<String> adapters(Pod pod) {
    Map<String, String> labels = pod.getMetadata().getLabels();
    return labels.keySet().stream()
        .filter(key -> key.startsWith(KubeAiLabels.ADAPTER_PREFIX))
        .map(key -> key.substring(KubeAiLabels.ADAPTER_PREFIX.length()))
        .filter(adapter -> !adapter.isEmpty())
        .collect(Collectors.toUnmodifiableSet());
  }

  private static boolean validPort(String port) {
    try {
      int value = Integer.parseInt(port.strip());
      return value > 0 && value < 65536;
    } catch (NumberFormatException e) {
      return false;
    }
  }
}
