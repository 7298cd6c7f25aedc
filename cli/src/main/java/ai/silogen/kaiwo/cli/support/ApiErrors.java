package ai.silogen.kaiwo.cli.support;

import io.fabric8.kubernetes.api.model.Status;
import io.fabric8.kubernetes.api.model.StatusDetails;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.util.Optional;

/**
 * Readable messages for errors of the Kubernetes client. When the server answered, its own message
 * (it names the field for validation errors); when it could not be asked, what went wrong on the
 * way, naming the server and where its configuration came from, since the client's own message
 * ("Operation: [list] for kind: ... failed.", "An error has occurred.") says neither.
 */
public final class ApiErrors {
  private ApiErrors() {}

  /** The one-line message for {@code e}, sent to the cluster {@code target} (if known). */
  public static String describe(KubernetesClientException e, Optional<ClusterInUse.Target> target) {
    Status status = e.getStatus();
    if (status != null && status.getMessage() != null && !status.getMessage().isBlank()) {
      return status.getMessage();
    }
    if (e.getCode() > 0) {
      return e.getMessage(); // answered, but without a Status
    }
    String server =
        "the Kubernetes API server "
            + target.map(ClusterInUse.Target::describe).orElse("(server unknown)");
    return NetworkFailure.describe(e, server);
  }

  /** What the user can try, when the cause suggests something. */
  public static String hint(KubernetesClientException e, Optional<ClusterInUse.Target> target) {
    if (e.getCode() <= 0) {
      Optional<String> other = target.flatMap(t -> t.otherChoice().get());
      return switch (NetworkFailure.of(e)) {
        case REFUSED, UNKNOWN_HOST, TIMEOUT ->
            other.orElse("is the cluster up, and is that its address? check the kubeconfig");
        case TLS ->
            "check the server address and the certificate-authority data of that kubeconfig"
                + " (a proxy that intercepts TLS needs its CA there)";
        case OTHER -> other.orElse(null);
      };
    }
    return switch (e.getCode()) {
      case 401, 403 ->
          "check the credentials of "
              + target.map(ClusterInUse.Target::origin).orElse("your kubeconfig");
      case 404 -> notFoundHint(e.getStatus());
      default -> null;
    };
  }

  /**
   * A 404 naming an object (a namespace, a workload) means that object is missing; one naming
   * nothing means the resource type itself is unknown, i.e. Kaiwo's CRDs are not installed.
   */
  private static String notFoundHint(Status status) {
    StatusDetails details = status == null ? null : status.getDetails();
    if (details == null || details.getKind() == null || details.getName() == null) {
      return "is Kaiwo installed in this cluster (its CRDs)? 'kubectl get crds | grep kaiwo'";
    }
    if (details.getKind().equals("namespaces")) {
      return "create it with 'kubectl create namespace "
          + details.getName()
          + "', or choose another with -n";
    }
    return "check the name, and the namespace (-n)";
  }
}
