package ai.silogen.kaiwo.api.external.kueue.v1beta1;

import ai.silogen.kaiwo.api.ApiGroups;
import ai.silogen.kaiwo.api.external.ExternalResource;
import io.fabric8.kubernetes.model.annotation.Group;
import io.fabric8.kubernetes.model.annotation.Plural;
import io.fabric8.kubernetes.model.annotation.Version;

/** Kueue ClusterQueue (cluster-scoped): a pool of quota that workloads are admitted against. */
@Group(ApiGroups.KUEUE)
@Version("v1beta1")
@Plural("clusterqueues")
public class ClusterQueue extends ExternalResource<ClusterQueueSpec, ClusterQueueStatus> {}
