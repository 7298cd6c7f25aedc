package ai.silogen.kaiwo.operator.queue;

import ai.silogen.kaiwo.api.KueueLabels;
import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceFlavor;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.net.HttpURLConnection;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Carries out a {@link KueueSyncPlan} step by step. A failing step does not stop the others; it is
 * reported in the outcome. Updates retry on conflicts by re-reading the object; a ResourceFlavor
 * Kueue refuses to update (its spec is immutable once it has a topology) is deleted and created
 * again, after removing Kueue's in-use finalizer.
 */
final class KueueApplier {

  private static final Logger LOG = LoggerFactory.getLogger(KueueApplier.class);
  private static final int ATTEMPTS = 4;
  private static final int UNPROCESSABLE = 422;

  private final KubernetesClient client;
  private final EventRecorder events;

  KueueApplier(KubernetesClient client, EventRecorder events) {
    this.client = client;
    this.events = events;
  }

  SyncOutcome apply(List<KueueAction> steps, KaiwoQueueConfig owner) {
    List<SyncOutcome.Failure> failures = new ArrayList<>();
    List<String> waiting = new ArrayList<>();
    int changes = 0;
    for (KueueAction step : steps) {
      String name = step.getClass().getSimpleName();
      try {
        switch (step) {
          case KueueAction.Create create -> create(create.object(), owner);
          case KueueAction.Update update -> update(update.object(), owner);
          case KueueAction.Delete delete -> delete(delete.object());
          case KueueAction.Wait wait -> {
            waiting.add(step.describe() + " (" + wait.reason() + ")");
            continue;
          }
        }
        changes++;
        events.normal(owner, reason(step, false), name + "d " + step.describe());
      } catch (KubernetesClientException e) {
        String message =
            e.getStatus() != null && e.getStatus().getMessage() != null
                ? e.getStatus().getMessage()
                : e.getMessage();
        LOG.warn("{} {} failed: {}", name, step.describe(), message);
        failures.add(new SyncOutcome.Failure(step.describe(), name, message));
        events.warning(owner, reason(step, true), step.describe() + ": " + message);
      }
    }
    return new SyncOutcome(List.copyOf(failures), List.copyOf(waiting), changes);
  }

  private void create(HasMetadata object, KaiwoQueueConfig owner) {
    try {
      client.resource(object).create();
    } catch (KubernetesClientException e) {
      if (e.getCode() != HttpURLConnection.HTTP_CONFLICT) {
        throw e;
      }
      // Created by someone else since we looked (or not visible to our list): adopt it.
      update(object, owner);
    }
  }

  private void update(HasMetadata desired, KaiwoQueueConfig owner) {
    for (int attempt = 1; ; attempt++) {
      HasMetadata current = client.resource(desired).get();
      if (current == null) {
        client.resource(KueueSyncPlan.forCreation(desired, owner)).create();
        return;
      }
      if (!KueueSyncPlan.needsUpdate(desired, current, owner)) {
        return;
      }
      try {
        client.resource(KueueSyncPlan.merged(desired, current, owner)).update();
        return;
      } catch (KubernetesClientException e) {
        if (e.getCode() == HttpURLConnection.HTTP_CONFLICT && attempt < ATTEMPTS) {
          continue;
        }
        if (current instanceof ResourceFlavor && refused(e)) {
          recreate(current, KueueSyncPlan.forCreation(desired, owner));
          return;
        }
        throw e;
      }
    }
  }

  /** Replaces a flavor whose spec Kueue will not let us change. */
  private void recreate(HasMetadata current, HasMetadata replacement) {
    LOG.info(
        "re-creating {} {}: Kueue refused to update it",
        current.getKind(),
        current.getMetadata().getName());
    var resource = client.resource(current);
    List<String> finalizers = current.getMetadata().getFinalizers();
    if (finalizers != null && finalizers.contains(KueueLabels.RESOURCE_IN_USE_FINALIZER)) {
      resource.edit(
          object -> {
            object.getMetadata().getFinalizers().remove(KueueLabels.RESOURCE_IN_USE_FINALIZER);
            return object;
          });
    }
    resource.delete();
    try {
      client.resource(replacement).create();
    } catch (KubernetesClientException e) {
      // The old flavor may still be terminating; its deletion event brings us back.
      if (e.getCode() != HttpURLConnection.HTTP_CONFLICT) {
        throw e;
      }
    }
  }

  private void delete(HasMetadata object) {
    try {
      client.resource(object).delete();
    } catch (KubernetesClientException e) {
      if (e.getCode() != HttpURLConnection.HTTP_NOT_FOUND) {
        throw e;
      }
    }
  }

  private static boolean refused(KubernetesClientException e) {
    return e.getCode() == UNPROCESSABLE || e.getCode() == HttpURLConnection.HTTP_FORBIDDEN;
  }

  /** Event reason like the original's, e.g. {@code KaiwoQueueConfigResourceFlavorCreated}. */
  private static String reason(KueueAction step, boolean failed) {
    String verb = step.getClass().getSimpleName();
    return "KaiwoQueueConfig" + step.object().getKind() + verb + (failed ? "Failed" : "d");
  }
}
