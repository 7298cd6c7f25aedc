package ai.silogen.kaiwo.sandbox.controlplane.scheduler;

import io.fabric8.kubernetes.api.model.APIResourceList;
import io.fabric8.kubernetes.api.model.Binding;
import io.fabric8.kubernetes.api.model.BindingBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Assigns a pod to a node. A real API server only lets a pod's node be set through the {@code
 * pods/binding} subresource, which kube-scheduler uses; servers whose discovery does not list that
 * subresource (fabric8's mock server) get {@code spec.nodeName} written with an optimistic-locked
 * update instead, so a pod bound meanwhile by someone else is never re-bound.
 */
final class PodBinder {

  private static final Logger LOG = LoggerFactory.getLogger(PodBinder.class);

  private final KubernetesClient client;
  private final boolean bindingSubresource;

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
  void bind(Pod pod, String node) {
    String namespace = pod.getMetadata().getNamespace();
    String name = pod.getMetadata().getName();
    if (bindingSubresource) {
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
      client.raw(
          "/api/v1/namespaces/%s/pods/%s/binding".formatted(namespace, name), "POST", binding);
    } else {
      Pod bound = new PodBuilder(pod).editSpec().withNodeName(node).endSpec().build();
      client.pods().inNamespace(namespace).resource(bound).update();
    }
  }
}
