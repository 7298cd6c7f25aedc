package ai.silogen.kaiwo.operator.queue;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ClusterQueueSpec;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.FlavorQuotas;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceGroup;
import ai.silogen.kaiwo.api.external.kueue.v1beta1.ResourceQuota;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.ArrayList;
import java.util.List;

/**
 * Kueue requires each flavor of a resource group to list exactly the group's {@code
 * coveredResources}, in the same order. Configs written by hand often list quotas in another order
 * or leave a resource out; this puts them in order, gives missing resources a quota of 0 and drops
 * quotas for resources the group does not cover.
 */
final class QuotaLayout {

  private QuotaLayout() {}

  /** A copy of {@code spec} (null gives an empty spec) with every flavor's quotas laid out. */
  static ClusterQueueSpec normalized(ClusterQueueSpec spec) {
    ClusterQueueSpec copy = spec == null ? new ClusterQueueSpec() : ApiSerialization.copy(spec);
    if (copy.getResourceGroups() == null) {
      return copy;
    }
    for (ResourceGroup group : copy.getResourceGroups()) {
      List<String> covered = orEmpty(group.getCoveredResources());
      for (FlavorQuotas flavor :
          group.getFlavors() == null ? List.<FlavorQuotas>of() : group.getFlavors()) {
        flavor.setResources(inOrder(covered, flavor.getResources()));
      }
    }
    return copy;
  }

  private static List<ResourceQuota> inOrder(List<String> covered, List<ResourceQuota> quotas) {
    List<ResourceQuota> ordered = new ArrayList<>();
    for (String resource : covered) {
      ResourceQuota quota =
          quotas == null
              ? null
              : quotas.stream().filter(q -> resource.equals(q.getName())).findFirst().orElse(null);
      if (quota == null) {
        quota = new ResourceQuota();
        quota.setName(resource);
        quota.setNominalQuota(new Quantity("0"));
      }
      ordered.add(quota);
    }
    return ordered;
  }
}
