package ai.silogen.kaiwo.cli.support;

import io.fabric8.kubernetes.api.model.Status;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.net.ConnectException;

/** Readable messages for errors returned by the Kubernetes API. */
public final class ApiErrors {
  private ApiErrors() {}

  /** The server's own message (it names the field for validation errors), else the client's. */
  public static String describe(KubernetesClientException e) {
    Status status = e.getStatus();
    if (status != null && status.getMessage() != null && !status.getMessage().isBlank()) {
      return status.getMessage();
    }
    if (causedBy(e, ConnectException.class)) {
      return "cannot reach the Kubernetes API server";
    }
    return e.getMessage();
  }

  /** What the user can try, when the cause suggests something. */
  public static String hint(KubernetesClientException e) {
    if (causedBy(e, ConnectException.class)) {
      return "is the cluster up? start one with 'kaiwo sandbox', or set KUBECONFIG";
    }
    return switch (e.getCode()) {
      case 401, 403 -> "check the credentials in your kubeconfig";
      case 404 -> "is Kaiwo installed in this cluster (its CRDs)? 'kubectl get crds | grep kaiwo'";
      default -> null;
    };
  }

  private static boolean causedBy(Throwable e, Class<? extends Throwable> type) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (type.isInstance(t)) {
        return true;
      }
    }
    return false;
  }
}
