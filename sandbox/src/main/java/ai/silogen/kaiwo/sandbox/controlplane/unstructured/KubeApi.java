package ai.silogen.kaiwo.sandbox.controlplane.unstructured;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.GenericKubernetesResourceList;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.Informable;
import io.fabric8.kubernetes.client.dsl.MixedOperation;
import io.fabric8.kubernetes.client.dsl.NonNamespaceOperation;
import io.fabric8.kubernetes.client.dsl.Resource;
import io.fabric8.kubernetes.client.dsl.base.PatchContext;
import io.fabric8.kubernetes.client.dsl.base.PatchType;
import java.net.HttpURLConnection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The stand-in controllers' view of the API server: objects of any {@link Kind} as Jackson trees,
 * written with JSON merge patches (which every Kubernetes API server supports, unlike server-side
 * apply) so that fields a stand-in does not model are never dropped.
 */
public final class KubeApi {

  private static final PatchContext MERGE = PatchContext.of(PatchType.JSON_MERGE);

  private final KubernetesClient client;

  public KubeApi(KubernetesClient client) {
    this.client = client;
  }

  public KubernetesClient client() {
    return client;
  }

  /** The object, or empty when it does not exist. */
  public Optional<ObjectNode> get(Kind kind, String namespace, String name) {
    return Optional.ofNullable(resource(kind, namespace, name).get()).map(KubeApi::toNode);
  }

  /** Objects of {@code kind} in {@code namespace} (all namespaces when null) with all labels. */
  public List<ObjectNode> list(Kind kind, String namespace, Map<String, String> labels) {
    GenericKubernetesResourceList list =
        namespace == null || !kind.namespaced()
            ? operation(kind).inAnyNamespace().withLabels(labels).list()
            : operation(kind).inNamespace(namespace).withLabels(labels).list();
    return list.getItems().stream().map(KubeApi::toNode).toList();
  }

  /**
   * An object of any type, named by its {@code apiVersion} and {@code kind} (for objects whose type
   * is only known at run time, such as an AppWrapper's components).
   */
  public Optional<ObjectNode> get(String apiVersion, String kind, String namespace, String name) {
    return Optional.ofNullable(
            client
                .genericKubernetesResources(apiVersion, kind)
                .inNamespace(namespace)
                .withName(name)
                .get())
        .map(KubeApi::toNode);
  }

  /** Creates an object of any type (its {@code apiVersion} and {@code kind} say which). */
  public ObjectNode create(ObjectNode object) {
    return toNode(client.resource(toResource(object)).create());
  }

  /** Deletes an object of any type if it exists. */
  public void delete(String apiVersion, String kind, String namespace, String name) {
    client
        .genericKubernetesResources(apiVersion, kind)
        .inNamespace(namespace)
        .withName(name)
        .delete();
  }

  /** All objects of {@code kind} in all namespaces. */
  public List<ObjectNode> listAll(Kind kind) {
    return list(kind, null, Map.of());
  }

  /** Creates {@code object} and returns it as stored. */
  public ObjectNode create(Kind kind, ObjectNode object) {
    GenericKubernetesResource resource = toResource(object);
    return toNode(scoped(kind, Json.namespace(object)).resource(resource).create());
  }

  /**
   * Applies a JSON merge patch. Include {@code metadata.resourceVersion} in the patch to make it
   * conditional on the object being unchanged since it was read.
   *
   * @return false when the object no longer exists
   */
  public boolean patch(Kind kind, String namespace, String name, ObjectNode mergePatch) {
    return ignoringNotFound(() -> resource(kind, namespace, name).patch(MERGE, json(mergePatch)));
  }

  /**
   * Applies a JSON merge patch to the status subresource ({@code {"status": {...}}}).
   *
   * @return false when the object no longer exists
   */
  public boolean patchStatus(Kind kind, String namespace, String name, ObjectNode mergePatch) {
    return ignoringNotFound(
        () -> resource(kind, namespace, name).subresource("status").patch(MERGE, json(mergePatch)));
  }

  /**
   * Replaces the status of {@code object} with {@code status}, conditional on the object being
   * unchanged since it was read (a 409 Conflict otherwise).
   */
  public void updateStatus(Kind kind, JsonNode object, JsonNode status) {
    ObjectNode updated = object.deepCopy();
    updated.set("status", status);
    scoped(kind, Json.namespace(object)).resource(toResource(updated)).updateStatus();
  }

  /** Deletes the object if it exists. */
  public void delete(Kind kind, String namespace, String name) {
    resource(kind, namespace, name).delete();
  }

  /** The source of an informer over every object of {@code kind}. */
  public Informable<GenericKubernetesResource> informable(Kind kind) {
    return operation(kind).inAnyNamespace();
  }

  private MixedOperation<
          GenericKubernetesResource,
          GenericKubernetesResourceList,
          Resource<GenericKubernetesResource>>
      operation(Kind kind) {
    return client.genericKubernetesResources(kind.context());
  }

  private NonNamespaceOperation<
          GenericKubernetesResource,
          GenericKubernetesResourceList,
          Resource<GenericKubernetesResource>>
      scoped(Kind kind, String namespace) {
    return kind.namespaced() ? operation(kind).inNamespace(namespace) : operation(kind);
  }

  private Resource<GenericKubernetesResource> resource(Kind kind, String namespace, String name) {
    return scoped(kind, namespace).withName(name);
  }

  private static boolean ignoringNotFound(Runnable write) {
    try {
      write.run();
      return true;
    } catch (KubernetesClientException e) {
      if (e.getCode() == HttpURLConnection.HTTP_NOT_FOUND) {
        return false;
      }
      throw e;
    }
  }

  /** The tree form of a fabric8 object. */
  public static ObjectNode toNode(Object resource) {
    return Json.MAPPER.valueToTree(resource);
  }

  /** The fabric8 form of a tree, e.g. to record an Event about it. */
  public static GenericKubernetesResource toResource(JsonNode object) {
    try {
      return Json.MAPPER.treeToValue(object, GenericKubernetesResource.class);
    } catch (JsonProcessingException e) {
      throw new IllegalArgumentException("not a Kubernetes object: " + e.getMessage(), e);
    }
  }

  private static String json(ObjectNode node) {
    return node.toString();
  }
}
