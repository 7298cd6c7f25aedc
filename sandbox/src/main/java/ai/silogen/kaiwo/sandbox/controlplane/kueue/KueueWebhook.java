package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import ai.silogen.kaiwo.sandbox.spi.AdmissionPlugin;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * Stand-in for Kueue's mutating webhooks: a Job, RayJob or AppWrapper created with a {@code
 * kueue.x-k8s.io/queue-name} label is created suspended, and such a Pod is created with the {@code
 * kueue.x-k8s.io/admission} scheduling gate and the {@code kueue.x-k8s.io/managed} label, so that
 * nothing runs before its Workload is admitted.
 *
 * <p>Simplification: Kueue's validating webhooks (e.g. immutable queue names) are not reproduced.
 */
public final class KueueWebhook implements AdmissionPlugin {

  private final List<JobIntegration> integrations;

  public KueueWebhook(List<JobIntegration> integrations) {
    this.integrations = List.copyOf(integrations);
  }

  @Override
  public void admit(
      Operation operation, String group, String plural, ObjectNode object, ObjectNode oldObject) {
    if (operation != Operation.CREATE) {
      return;
    }
    for (JobIntegration integration : integrations) {
      if (integration.kind().matches(group, plural) && integration.isManaged(object)) {
        integration.holdForAdmission(object);
      }
    }
  }
}
