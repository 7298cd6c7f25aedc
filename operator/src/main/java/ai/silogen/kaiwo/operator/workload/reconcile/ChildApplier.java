package ai.silogen.kaiwo.operator.workload.reconcile;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.events.PlannedEvent;
import ai.silogen.kaiwo.operator.workload.reconcile.ApplyResult.Outcome;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.api.model.DeletionPropagation;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.storage.StorageClass;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.base.PatchContext;
import io.fabric8.kubernetes.client.dsl.base.PatchType;
import java.net.HttpURLConnection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Brings one child in line with its desired state: creates it when missing, and otherwise follows
 * its {@link ChildPolicy}: merge-patches the {@link ChildDiff differences} (removing what Kaiwo set
 * before and no longer wants), replaces a child still held by Kueue, or reports what cannot change.
 * Every child carries the {@link ChildDiff#LAST_APPLIED} record the next comparison starts from.
 * Refusals by the API server (invalid object, kind not served) are returned, not thrown, so the
 * status can say what went wrong; other errors (conflicts, unavailability) propagate and the
 * reconcile is retried.
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
    ChildDiff.Result diff =
        ChildDiff.compare(
            ApiSerialization.toTree(desired), ApiSerialization.toTree(actual), policy.ignored());
    if (diff.recordOnly()) {
      // The child matches (e.g. created before the record existed): keep the record so that
      // later removals are found. Only metadata changes, so no pod restarts.
      try {
        sendPatch(actual, diff.patch());
      } catch (KubernetesClientException e) {
        return refusedOrThrow(actual, e);
      }
    }
    if (diff.differences().isEmpty()) {
      return ApplyResult.of(Outcome.UNCHANGED);
    }
    return switch (policy) {
      case PATCH -> patch(owner, actual, diff);
      case REPLACE_WHILE_HELD ->
          ChildPolicy.isHeld(actual) ? replace(actual) : notApplied(actual, diff.differences());
      case CREATE_ONLY -> createOnly(owner, desired, actual, diff);
    };
  }

  /** A create-only child; a claim may still grow ({@link ClaimResize}). */
  private ApplyResult createOnly(
      HasMetadata owner, HasMetadata desired, HasMetadata actual, ChildDiff.Result diff) {
    if (!(desired instanceof PersistentVolumeClaim wanted)
        || !(actual instanceof PersistentVolumeClaim claim)) {
      return notApplied(actual, diff.differences());
    }
    Optional<ClaimResize.Decision> decision =
        ClaimResize.decide(wanted, claim, diff.differences(), storageClass(claim));
    if (decision.isEmpty()) {
      return notApplied(actual, diff.differences());
    }
    if (decision.get() instanceof ClaimResize.Refuse refuse) {
      return new ApplyResult(Outcome.NOT_APPLIED, List.of(refuse.message()), null);
    }
    try {
      sendPatch(actual, diff.patch());
    } catch (KubernetesClientException e) {
      if (e.getCode() == HttpURLConnection.HTTP_FORBIDDEN || e.getCode() == 422) {
        // The API server's resize admission has the last word; the workload itself is fine.
        return new ApplyResult(
            Outcome.NOT_APPLIED,
            List.of(describe(actual) + " was not resized: " + serverMessage(e)),
            null);
      }
      throw e;
    }
    events.record(
        owner,
        PlannedEvent.normal(
            "ResourceUpdated",
            "Resized "
                + describe(actual)
                + " to "
                + wanted.getSpec().getResources().getRequests().get("storage")));
    return ApplyResult.of(Outcome.UPDATED);
  }

  private Optional<StorageClass> storageClass(PersistentVolumeClaim claim) {
    String name = claim.getSpec().getStorageClassName();
    return name == null || name.isEmpty()
        ? Optional.empty()
        : Optional.ofNullable(client.storage().v1().storageClasses().withName(name).get());
  }

  private ApplyResult create(HasMetadata owner, HasMetadata desired) {
    HasMetadata recorded = ApiSerialization.copy(desired);
    ChildDiff.record(ApiSerialization.toTree(desired))
        .ifPresent(
            record -> {
              Map<String, String> annotations =
                  new LinkedHashMap<>(
                      Objects.requireNonNullElse(
                          recorded.getMetadata().getAnnotations(), Map.of()));
              annotations.put(ChildDiff.LAST_APPLIED, record);
              recorded.getMetadata().setAnnotations(annotations);
            });
    try {
      client.resource(recorded).create();
    } catch (KubernetesClientException e) {
      if (e.getCode() == HttpURLConnection.HTTP_CONFLICT) {
        return ApplyResult.of(Outcome.UNCHANGED); // created meanwhile; compared next time
      }
      return refusedOrThrow(desired, e);
    }
    events.record(owner, PlannedEvent.normal("ResourceCreated", "Created " + describe(desired)));
    return ApplyResult.of(Outcome.CREATED);
  }

  private ApplyResult patch(HasMetadata owner, HasMetadata actual, ChildDiff.Result diff) {
    try {
      sendPatch(actual, diff.patch());
    } catch (KubernetesClientException e) {
      return refusedOrThrow(actual, e);
    }
    events.record(
        owner,
        PlannedEvent.normal(
            "ResourceUpdated", "Updated " + describe(actual) + ": " + summary(diff.differences())));
    return ApplyResult.of(Outcome.UPDATED);
  }

  private void sendPatch(HasMetadata actual, JsonNode patch) {
    client.resource(actual).patch(PatchContext.of(PatchType.JSON_MERGE), patch.toString());
  }

  private ApplyResult replace(HasMetadata actual) {
    client.resource(actual).withPropagationPolicy(DeletionPropagation.BACKGROUND).delete();
    return ApplyResult.of(Outcome.REPLACING);
  }

  private static ApplyResult notApplied(HasMetadata actual, List<String> differences) {
    String message =
        describe(actual)
            + " was not updated ("
            + ChangedFields.of(differences)
            + " changed): it "
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
      return new ApplyResult(
          Outcome.REFUSED,
          List.of(),
          describe(object) + " was refused (" + code + "): " + serverMessage(e));
    }
    throw e;
  }

  private static String serverMessage(KubernetesClientException e) {
    return e.getStatus() != null && e.getStatus().getMessage() != null
        ? e.getStatus().getMessage()
        : e.getMessage();
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
