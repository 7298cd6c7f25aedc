package ai.silogen.kaiwo.sandbox.controlplane.appwrapper;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Condition;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.controlplane.unstructured.PodStates;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * An AppWrapper's {@code status}: its phase and the {@code QuotaReserved}, {@code
 * ResourcesDeployed}, {@code PodsReady} and {@code Unhealthy} conditions, derived from whether it
 * is suspended, which wrapped objects exist, and the state of the pods that carry its label.
 *
 * <p>Phases: Suspended (nothing deployed) and Suspending (deleting); Resuming (deploying) and
 * Running; Succeeded once every expected pod succeeded; Failed as soon as a pod fails or a
 * component is malformed. Simplification: AppWrapper's retry with grace periods (Resetting) is not
 * modelled, so a failure is final.
 */
public final class AppWrapperStatuses {

  /**
   * What the controller saw.
   *
   * @param deployed for each component, whether its object exists
   * @param pods the pods carrying the AppWrapper's label
   * @param invalid why the components cannot be deployed, if they cannot
   */
  public record Observation(
      List<Boolean> deployed, List<? extends JsonNode> pods, Optional<String> invalid) {

    int deployedCount() {
      return (int) deployed.stream().filter(d -> d).count();
    }
  }

  private AppWrapperStatuses() {}

  /** Whether the phase is final. */
  public static boolean isFinished(JsonNode appWrapper) {
    String phase = appWrapper.path("status").path("phase").asText("");
    return phase.equals("Succeeded") || phase.equals("Failed");
  }

  public static ObjectNode of(JsonNode appWrapper, Observation observed, Instant now) {
    JsonNode stored = appWrapper.path("status");
    boolean suspended = appWrapper.path("spec").path("suspend").asBoolean(false);
    int expected = AppWrapperComponents.expectedPods(appWrapper);
    List<? extends JsonNode> pods =
        observed.pods().stream().filter(p -> !Json.isDeleting(p)).toList();
    long failed = pods.stream().filter(p -> "Failed".equals(PodStates.phase(p))).count();
    long succeeded = pods.stream().filter(p -> "Succeeded".equals(PodStates.phase(p))).count();
    long ready = pods.stream().filter(PodStates::isReady).count();
    boolean allDeployed = observed.deployedCount() == observed.deployed().size();

    String phase;
    if (isFinished(appWrapper)) {
      phase = stored.path("phase").asText();
    } else if (observed.invalid().isPresent() || failed > 0) {
      phase = "Failed";
    } else if (suspended) {
      phase = observed.deployedCount() > 0 ? "Suspending" : "Suspended";
    } else if (!allDeployed) {
      phase = "Resuming";
    } else if (expected > 0 && succeeded >= expected) {
      phase = "Succeeded";
    } else {
      phase = "Running";
    }

    ArrayNode conditions =
        (suspended
                ? Condition.isFalse("QuotaReserved", "Suspended", "AppWrapper is suspended")
                : Condition.isTrue("QuotaReserved", "Admitted", "AppWrapper is not suspended"))
            .mergeInto(stored.path("conditions"), now);
    conditions =
        (!suspended && allDeployed
                ? Condition.isTrue("ResourcesDeployed", "Deployed", "All components are deployed")
                : Condition.isFalse(
                    "ResourcesDeployed",
                    suspended ? "Suspended" : "Deploying",
                    observed.deployedCount()
                        + " of "
                        + observed.deployed().size()
                        + " components deployed"))
            .mergeInto(conditions, now);
    conditions =
        (expected > 0 && ready + succeeded >= expected
                ? Condition.isTrue("PodsReady", "AllPodsReady", "All pods are ready or succeeded")
                : Condition.isFalse(
                    "PodsReady",
                    "InsufficientPodsReady",
                    (ready + succeeded) + " of " + expected + " pods ready or succeeded"))
            .mergeInto(conditions, now);
    conditions = unhealthy(observed, failed).mergeInto(conditions, now);

    ObjectNode status = Json.object();
    status.put("phase", phase);
    status.set("conditions", conditions);
    status.set("componentStatus", componentStatus(appWrapper, observed));
    return status;
  }

  private static Condition unhealthy(Observation observed, long failedPods) {
    if (observed.invalid().isPresent()) {
      return Condition.isTrue("Unhealthy", "InvalidComponent", observed.invalid().get());
    }
    return failedPods > 0
        ? Condition.isTrue("Unhealthy", "FoundFailedPods", failedPods + " pods failed")
        : Condition.isFalse("Unhealthy", "FoundNoFailedPods", "No failed pods");
  }

  private static ArrayNode componentStatus(JsonNode appWrapper, Observation observed) {
    ArrayNode statuses = Json.array();
    int index = 0;
    for (JsonNode component : appWrapper.path("spec").path("components")) {
      JsonNode template = component.path("template");
      ObjectNode status = statuses.addObject();
      status.put("name", Json.name(template));
      status.put("kind", template.path("kind").asText());
      status.put("apiVersion", template.path("apiVersion").asText());
      JsonNode podSets = AppWrapperComponents.declaredPodSets(component);
      status.set("podSets", podSets.isArray() ? podSets.deepCopy() : Json.array());
      boolean deployed = index < observed.deployed().size() && observed.deployed().get(index);
      status
          .putArray("conditions")
          .addObject()
          .put("type", "ResourcesDeployed")
          .put("status", deployed ? "True" : "False")
          .put("reason", deployed ? "Deployed" : "NotDeployed");
      index++;
    }
    return statuses;
  }
}
