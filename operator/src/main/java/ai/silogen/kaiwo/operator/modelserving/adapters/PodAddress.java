package ai.silogen.kaiwo.operator.modelserving.adapters;

import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.operator.modelserving.spec.ModelNames;
import io.fabric8.kubernetes.api.model.Pod;
import java.util.Map;
import java.util.Optional;

/**
 * Where a model pod's server answers: the {@code model-pod-ip} annotation or else the pod IP, and
 * the {@code model-pod-port} annotation or else 8000 (as KubeAI's load balancer reads them).
 */
public final class PodAddress {

  private PodAddress() {}

  /** {@code http://ip:port}, or empty while the pod has no IP. */
  public static Optional<String> baseUrl(Pod pod) {
    Map<String, String> annotations = pod.getMetadata().getAnnotations();
    String ip = annotations == null ? null : annotations.get(KubeAiLabels.MODEL_POD_IP);
    if (ip == null || ip.isBlank()) {
      ip = pod.getStatus() == null ? null : pod.getStatus().getPodIP();
    }
    if (ip == null || ip.isBlank()) {
      return Optional.empty();
    }
    String port = annotations == null ? null : annotations.get(KubeAiLabels.MODEL_POD_PORT);
    if (port == null || port.isBlank()) {
      port = Integer.toString(ModelNames.SERVER_PORT);
    }
    String host = ip.contains(":") ? "[" + ip + "]" : ip;
    return Optional.of("http://" + host + ":" + port.trim());
  }
}
