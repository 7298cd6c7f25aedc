package ai.silogen.kaiwo.operator.workload.reconcile;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.operator.workload.reconcile.ApplyResult.Outcome;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.DeletionPropagation;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.base.PatchContext;
import io.fabric8.kubernetes.client.dsl.base.PatchType;
import java.net.HttpURLConnection;
import java.util.List;

/**
 * Brings one child in line with its desired state: creates it when missing, and otherwise follows
 * its {@link ChildPolicy}: merge-patches the {@link ChildDiff differences}, replaces a child still
 * held by Kueue, or reports what cannot change. Refusals by the API server (invalid object, kind
 * not served) are returned, not thrown, so the status can say what went wrong; other errors
 * (conflicts, unavailability) propagate and the reconcile is retried.
 */
final class ChildApplier {

  private final KubernetesClient client;
  private final EventRecorder events;

  ChildApplier(KubernetesClient client, EventRecorder events) {
    this.client = client;
    this.events = events;
  }

  /**
   * @param owner the Kaiwo object (events are recorded on it)
   * @param actual the cached child, or {@code null} when it does not exist
   */
  ApplyResult apply(HasMetadata owner, HasMetadata desired, HasMetadata actual) {
    if (actual == null) {
      return create(owner, desired);
    }
    if (actual.getMetadata().getDeletionTimestamp() != null) {
      return ApplyResult.of(Outcome.WAITING);
    }
    ChildPolicy policy = ChildPolicy.of(desired);
    JsonNode wanted = ApiSerialization.toTree(desired);
    List<String> differences =
        ChildDiff.differences(wanted, ApiSerialization.toTree(actual), policy.ignored());
    if (differences.isEmpty()) {
      return ApplyResult.of(Outcome.UNCHANGED);
    }
    return switch (policy) {
      case PATCH -> patch(owner, actual, wanted, differences);
      case REPLACE_WHILE_HELD ->
          ChildPolicy.isHeld(actual) ? replace(actual) : notApplied(actual, differences);
      case CREATE_ONLY -> notApplied(actual, differences);
    };
  }

  private ApplyResult create(HasMetadata owner, HasMetadata desired) {
    try {
      client.resource(desired).create();
    } catch (KubernetesClientException e) {
      if (e.getCode() == HttpURLConnection.HTTP_CONFLICT) {
        return ApplyResult.of(Outcome.UNCHANGED); // created meanwhile; compared next time
      }
      return refusedOrThrow(desired, e);
    }
    events.record(owner, PlannedEvent.normal("ResourceCreated", "Created " + describe(desired)));
    return ApplyResult.of(Outcome.CREATED);
  }

  private ApplyResult patch(
      HasMetadata owner, HasMetadata actual, JsonNode wanted, List<String> differences) {
    String patch = MergePatches.forDifferences(wanted, differences).toString();
    try {
      client.resource(actual).patch(PatchContext.of(PatchType.JSON_MERGE), patch);
    } catch (KubernetesClientException e) {
      return refusedOrThrow(actual, e);
    }
    events.record(
        owner,
        PlannedEvent.normal(
            "ResourceUpdated", "Updated " + describe(actual) + ": " + summary(differences)));
    return ApplyResult.of(Outcome.UPDATED);
  }

  private ApplyResult replace(HasMetadata actual) {
    client.resource(actual).withPropagationPolicy(DeletionPropagation.BACKGROUND).delete();
    return ApplyResult.of(Outcome.REPLACING);
  }

  private static ApplyResult notApplied(HasMetadata actual, List<String> differences) {
    String message =
        describe(actual)
            + " was not updated ("
            + summary(differences)
            + "): it "
            + (ChildPolicy.of(actual) == ChildPolicy.CREATE_ONLY
                ? "cannot change after creation"
                : "has started and its pods cannot change; re-create the workload to apply");
    return new ApplyResult(Outcome.NOT_APPLIED, List.of(message), null);
  }

  private static ApplyResult refusedOrThrow(HasMetadata object, KubernetesClientException e) {
    int code = e.getCode();
    if (code == HttpURLConnection.HTTP_BAD_REQUEST
        || code == HttpURLConnection.HTTP_FORBIDDEN
        || code == HttpURLConnection.HTTP_NOT_FOUND
        || code == 422) {
      String reason =
          e.getStatus() != null && e.getStatus().getMessage() != null
              ? e.getStatus().getMessage()
              : e.getMessage();
      return new ApplyResult(
          Outcome.REFUSED, List.of(), describe(object) + " was refused (" + code + "): " + reason);
    }
    throw e;
  }

  static String describe(HasMetadata object) {
    return object.getKind() + " " + object.getMetadata().getName();
  }

  private static String summary(List<String> differences) {
    int shown = Math.min(differences.size(), 3);
    String head = String.join(", ", differences.subList(0, shown));
    return differences.size() > shown
        ? head + " and " + (differences.size() - shown) + " more"
        : head;
  }
}
