package ai.silogen.kaiwo.cli.submit;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.crd.CrdDefaulter;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.cli.workload.WorkloadKind;
import ai.silogen.kaiwo.operator.cluster.ClusterFacts;
import ai.silogen.kaiwo.operator.workload.model.BuildContext;
import ai.silogen.kaiwo.operator.workload.model.KaiwoWorkload;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.util.Optional;

/**
 * Tells at submit time what the operator's GPU split will make of a workload's {@code replicas}
 * (its {@code ReplicasAdjusted} condition says the same later), computed by the operator's own
 * planner on the cluster's Nodes. Best effort: the Nodes are listed once, only for workloads with
 * GPUs, and a user who may not list them is told nothing.
 */
final class PlanNotes {

  private final KubernetesClient client;
  private ClusterFacts facts;
  private boolean unavailable;

  PlanNotes(KubernetesClient client) {
    this.client = client;
  }

  /** The note for {@code object} of {@code kind} as submitted, if the split changes it. */
  Optional<String> of(WorkloadKind kind, GenericKubernetesResource object) {
    if (!kind.isKaiwoWorkload()) {
      return Optional.empty();
    }
    HasMetadata typed =
        CrdDefaulter.withDefaults(
            kind == WorkloadKind.JOB
                ? ApiSerialization.convert(object, KaiwoJob.class)
                : ApiSerialization.convert(object, KaiwoService.class));
    KaiwoWorkload workload = KaiwoWorkload.of(typed);
    if (!asksForGpus(workload) || facts().isEmpty()) {
      return Optional.empty();
    }
    return note(workload, facts);
  }

  /** The note of {@code workload} on {@code cluster}; empty for a spec the planner refuses. */
  static Optional<String> note(KaiwoWorkload workload, ClusterFacts cluster) {
    try {
      return BuildContext.plan(workload, cluster).adjustment();
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  private static boolean asksForGpus(KaiwoWorkload workload) {
    Integer gpus = workload.spec().getGpus();
    Integer perReplica = workload.spec().getGpusPerReplica();
    return (gpus != null && gpus > 0) || (perReplica != null && perReplica > 0);
  }

  private Optional<ClusterFacts> facts() {
    if (facts == null && !unavailable) {
      try {
        facts = ClusterFacts.of(null, client.nodes().list().getItems(), null);
      } catch (KubernetesClientException e) {
        unavailable = true;
      }
    }
    return Optional.ofNullable(facts);
  }
}
