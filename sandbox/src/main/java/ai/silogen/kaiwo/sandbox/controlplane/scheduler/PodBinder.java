package ai.silogen.kaiwo.sandbox.controlplane.scheduler;

import ai.silogen.kaiwo.sandbox.controlplane.pods.PodConditions;
import io.fabric8.kubernetes.api.model.APIResourceList;
import io.fabric8.kubernetes.api.model.Binding;
import io.fabric8.kubernetes.api.model.BindingBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.net.HttpURLConnection;
import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Assigns a pod to a node. A real API server only lets a pod's node be set through the {@code
 * pods/binding} subresource, which kube-scheduler uses; servers whose discovery does not list that
 * subresource (fabric8's mock server) get {@code spec.nodeName} written with an optimistic-locked
 * update instead, so a pod bound meanwhile by someone else is never re-bound; the update also sets
 * {@code PodScheduled=True} as the binding subresource does (a server with a status subresource for
 * pods ignores that part, and the kubelet sets the condition when it starts the pod). A server that
 * lists the subresource but rejects it as unknown (404, 405) is switched to updates on first use.
 */
final class PodBinder {

  private static final Logger LOG = LoggerFactory.getLogger(PodBinder.class);

  private final KubernetesClient client;
  private volatile boolean bindingSubresource;

  private PodBinder(KubernetesClient client, boolean bindingSubresource) {
    this.client = client;
    this.bindingSubresource = bindingSubresource;
  }

  /** Checks the server's core/v1 discovery for {@code pods/binding}. */
  static PodBinder detect(KubernetesClient client) {
    boolean supported;
    try {
      APIResourceList resources = client.getApiResources("v1");
      supported =
          resources != null
              && resources.getResources() != null
              && resources.getResources().stream()
                  .anyMatch(resource -> "pods/binding".equals(resource.getName()));
    } catch (KubernetesClientException e) {
      LOG.debug("core/v1 discovery failed, binding pods by update: {}", e.getMessage());
      supported = false;
    }
    return new PodBinder(client, supported);
  }

  /** Binds {@code pod} (as last seen) to {@code node}; throws 409 if the pod changed meanwhile. */
  void bind(Pod pod, String node, Instant now) {
    if (bindingSubresource) {
      try {
        postBinding(pod, node);
        return;
      } catch (KubernetesClientException e) {
        if (e.getCode() != HttpURLConnection.HTTP_NOT_FOUND
            && e.getCode() != HttpURLConnection.HTTP_BAD_METHOD) {
          throw e;
        }
        LOG.info("pods/binding is not served ({}), binding pods by update", e.getCode());
        bindingSubresource = false;
      }
    }
    Pod bound =
        new PodBuilder(pod)
            .editSpec()
            .withNodeName(node)
            .endSpec()
            .editOrNewStatus()
            .withConditions(
                PodConditions.set(
                    pod.getStatus() == null ? null : pod.getStatus().getConditions(),
                    "PodScheduled",
                    "True",
                    null,
                    null,
                    now))
            .endStatus()
            .build();
    client.pods().inNamespace(pod.getMetadata().getNamespace()).resource(bound).update();
  }

  private void postBinding(Pod pod, String node) {
    String namespace = pod.getMetadata().getNamespace();
    String name = pod.getMetadata().getName();
    Binding binding =
        new BindingBuilder()
            .withNewMetadata()
            .withName(name)
            .withNamespace(namespace)
            .withUid(pod.getMetadata().getUid())
            .endMetadata()
            .withNewTarget()
            .withApiVersion("v1")
            .withKind("Node")
            .withName(node)
            .endTarget()
            .build();
    client.raw("/api/v1/namespaces/%s/pods/%s/binding".formatted(namespace, name), "POST", binding);
  }
}
