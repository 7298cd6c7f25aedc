package ai.silogen.kaiwo.cli.support;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.api.model.Status;
import io.fabric8.kubernetes.api.model.StatusBuilder;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.net.ConnectException;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import javax.net.ssl.SSLHandshakeException;
import org.junit.jupiter.api.Test;

class ApiErrorsTest {

  private static final Optional<ClusterInUse.Target> PROD =
      Optional.of(
          new ClusterInUse.Target(
              "https://10.0.0.1:6443", "context prod of /home/me/.kube/config", Optional::empty));

  private static KubernetesClientException notFound(String message, String kind, String name) {
    StatusBuilder status = new StatusBuilder().withCode(404).withMessage(message);
    if (kind != null) {
      status.withNewDetails().withKind(kind).withName(name).endDetails();
    }
    return new KubernetesClientException(status.build());
  }

  @Test
  void namesTheServerAndTheKubeconfigOfATlsFailure() {
    // What the client throws for a certificate that does not match the server's address.
    var e =
        new KubernetesClientException(
            "An error has occurred.",
            new CompletionException(
                new SSLHandshakeException(
                    "No subject alternative names matching IP address 10.0.0.1 found")));

    assertThat(ApiErrors.describe(e, PROD))
        .isEqualTo(
            "TLS handshake with the Kubernetes API server https://10.0.0.1:6443 (context prod of"
                + " /home/me/.kube/config) failed: No subject alternative names matching IP"
                + " address 10.0.0.1 found");
    assertThat(ApiErrors.hint(e, PROD)).contains("certificate-authority data");
  }

  @Test
  void namesTheServerOfARefusedConnectionAndARunningSandboxPassedOver() {
    var e =
        new KubernetesClientException(
            "Operation: [list]  for kind: [KaiwoJob]  with name: [null]  in namespace: [default] "
                + " failed.",
            new ConnectException());
    var passedOver =
        PROD.map(
            t ->
                new ClusterInUse.Target(
                    t.server(), t.origin(), () -> Optional.of("a kaiwo sandbox is running")));

    assertThat(ApiErrors.describe(e, PROD))
        .isEqualTo(
            "cannot reach the Kubernetes API server https://10.0.0.1:6443 (context prod of"
                + " /home/me/.kube/config): connection refused");
    assertThat(ApiErrors.hint(e, PROD)).startsWith("is the cluster up");
    assertThat(ApiErrors.hint(e, passedOver)).isEqualTo("a kaiwo sandbox is running");
  }

  @Test
  void otherClientFailuresKeepTheirRootCause() {
    var e =
        new KubernetesClientException(
            "An error has occurred.", new IllegalStateException("proxy said no"));

    assertThat(ApiErrors.describe(e, PROD))
        .isEqualTo(
            "request to the Kubernetes API server https://10.0.0.1:6443 (context prod of"
                + " /home/me/.kube/config) failed: proxy said no");
  }

  @Test
  void hintsByWhatWasNotFound() {
    assertThat(
            ApiErrors.hint(
                notFound("namespaces \"team-x\" not found", "namespaces", "team-x"), PROD))
        .isEqualTo("create it with 'kubectl create namespace team-x', or choose another with -n");
    assertThat(
            ApiErrors.hint(
                notFound("the server could not find the requested resource", null, null), PROD))
        .contains("is Kaiwo installed in this cluster (its CRDs)?");
    assertThat(ApiErrors.hint(notFound("kaiwojobs \"x\" not found", "kaiwojobs", "x"), PROD))
        .doesNotContain("CRD")
        .contains("namespace (-n)");
  }

  @Test
  void keepsTheServersOwnMessage() {
    Status status =
        new StatusBuilder().withCode(422).withMessage("spec.gpus: must be >= 0").build();

    assertThat(ApiErrors.describe(new KubernetesClientException(status), PROD))
        .isEqualTo("spec.gpus: must be >= 0");
  }
}
