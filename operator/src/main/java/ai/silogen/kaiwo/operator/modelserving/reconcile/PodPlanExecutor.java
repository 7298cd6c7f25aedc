package ai.silogen.kaiwo.operator.modelserving.reconcile;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.operator.modelserving.plan.PodPlan;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.javaoperatorsdk.operator.processing.event.ResourceID;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Applies a {@link PodPlan}: deletions first (so that freed capacity is reused rather than nodes
 * scaled up), then creations, each recorded in the {@link PodExpectations}.
 */
final class PodPlanExecutor {

  private static final Logger LOG = LoggerFactory.getLogger(PodPlanExecutor.class);

  private final KubernetesClient client;
  private final PodExpectations expectations;

  PodPlanExecutor(KubernetesClient client, PodExpectations expectations) {
    this.client = client;
    this.expectations = expectations;
  }

  void execute(ResourceID model, PodPlan plan, Pod template) {
    if (plan.isEmpty()) {
      return;
    }
    LOG.info("model {}: {}", model, String.join("; ", plan.details()));
    var pods = client.pods().inNamespace(model.getNamespace().orElseThrow());
    for (Pod pod : plan.toDelete()) {
      pods.withName(pod.getMetadata().getName()).delete(); // an already deleted pod is fine
      expectations.deleted(model, pod);
    }
    for (int i = 0; i < plan.toCreate(); i++) {
      Pod created = pods.resource(ApiSerialization.copy(template)).create();
      expectations.created(model, created);
    }
  }
}
