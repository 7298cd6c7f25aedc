package ai.silogen.kaiwo.sandbox.controlplane.appwrapper;

import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ControllerComponent;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKey;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKeys;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.Result;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Kind;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.KubeApi;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.OwnedObjects;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.OwnerReferences;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Stand-in for the AppWrapper controller (workload.codeflare.dev/v1beta2): deploys an unsuspended
 * AppWrapper's components (see {@link AppWrapperComponents}), deletes them when it is suspended or
 * deleted (a finalizer makes sure of the latter), and reports its phase from the pods that carry
 * its label (see {@link AppWrapperStatuses}).
 *
 * <p>Simplifications: no validation webhook, no inference of pod sets for known kinds (they must be
 * declared), no retries, grace periods or success TTL; components are created once and not updated
 * when the AppWrapper changes.
 */
public final class AppWrapperController extends ControllerComponent {

  /** Finalizer that holds a deleted AppWrapper until its components are gone. */
  public static final String FINALIZER = "workload.codeflare.dev/finalizer";

  private final Clock clock;
  private KubeApi api;

  public AppWrapperController(Clock clock) {
    super("appwrapper-controller", 1);
    this.clock = clock;
  }

  @Override
  protected void onStart(KubernetesClient client) {
    api = new KubeApi(client);
    inform(api.informable(AppWrapperKinds.APP_WRAPPER), aw -> List.of(ObjectKey.of(aw)));
    inform(api.informable(Kind.POD), ObjectKeys.namedByLabel(AppWrapperKinds.APP_WRAPPER_LABEL));
  }

  @Override
  protected Result reconcile(ObjectKey key) {
    Optional<ObjectNode> found = api.get(AppWrapperKinds.APP_WRAPPER, key.namespace(), key.name());
    if (found.isEmpty()) {
      return Result.done();
    }
    ObjectNode appWrapper = found.get();
    if (Json.isDeleting(appWrapper)) {
      deleteComponents(appWrapper);
      setFinalizer(appWrapper, false);
      return Result.done();
    }
    if (!hasFinalizer(appWrapper)) {
      setFinalizer(appWrapper, true);
      return Result.done();
    }
    List<ObjectNode> objects = List.of();
    Optional<String> invalid = Optional.empty();
    try {
      objects = AppWrapperComponents.objects(appWrapper);
    } catch (IllegalArgumentException e) {
      invalid = Optional.of(e.getMessage());
    }
    boolean suspended = appWrapper.path("spec").path("suspend").asBoolean(false);
    if (suspended) {
      deleteComponents(appWrapper);
    }
    List<Boolean> deployed = new ArrayList<>();
    for (ObjectNode object : objects) {
      boolean exists = !suspended && find(appWrapper, object).isPresent();
      if (!exists && !suspended && !AppWrapperStatuses.isFinished(appWrapper)) {
        api.create(object);
        exists = true;
      }
      deployed.add(exists);
    }
    List<ObjectNode> pods =
        api.list(Kind.POD, key.namespace(), Map.of(AppWrapperKinds.APP_WRAPPER_LABEL, key.name()));
    ObjectNode status =
        AppWrapperStatuses.of(
            appWrapper,
            new AppWrapperStatuses.Observation(deployed, pods, invalid),
            clock.instant());
    OwnedObjects.writeStatusIfChanged(api, AppWrapperKinds.APP_WRAPPER, appWrapper, status);
    return Result.done();
  }

  /** The deployed object of a component, if it exists and belongs to this AppWrapper. */
  private Optional<ObjectNode> find(JsonNode appWrapper, JsonNode object) {
    return api.get(
            object.path("apiVersion").asText(),
            object.path("kind").asText(),
            Json.namespace(appWrapper),
            Json.name(object))
        .filter(existing -> OwnerReferences.isControlledBy(existing, Json.uid(appWrapper)));
  }

  /** Deletes every component object that exists and belongs to this AppWrapper. */
  private void deleteComponents(JsonNode appWrapper) {
    for (JsonNode component : appWrapper.path("spec").path("components")) {
      JsonNode template = component.path("template");
      if (find(appWrapper, template).isPresent()) {
        api.delete(
            template.path("apiVersion").asText(),
            template.path("kind").asText(),
            Json.namespace(appWrapper),
            Json.name(template));
      }
    }
  }

  private static boolean hasFinalizer(JsonNode appWrapper) {
    for (JsonNode finalizer : appWrapper.path("metadata").path("finalizers")) {
      if (FINALIZER.equals(finalizer.asText())) {
        return true;
      }
    }
    return false;
  }

  private void setFinalizer(JsonNode appWrapper, boolean present) {
    ArrayNode finalizers = Json.array();
    appWrapper
        .path("metadata")
        .path("finalizers")
        .forEach(
            f -> {
              if (!FINALIZER.equals(f.asText())) {
                finalizers.add(f.asText());
              }
            });
    if (present) {
      finalizers.add(FINALIZER);
    }
    ObjectNode patch = Json.object();
    ObjectNode metadata = patch.putObject("metadata");
    metadata.put("resourceVersion", appWrapper.path("metadata").path("resourceVersion").asText());
    metadata.set("finalizers", finalizers);
    api.patch(
        AppWrapperKinds.APP_WRAPPER, Json.namespace(appWrapper), Json.name(appWrapper), patch);
  }
}
