package ai.silogen.kaiwo.api.external.kueue.v1alpha1;

import ai.silogen.kaiwo.api.ApiGroups;
import ai.silogen.kaiwo.api.external.ExternalResource;
import io.fabric8.kubernetes.model.annotation.Group;
import io.fabric8.kubernetes.model.annotation.Plural;
import io.fabric8.kubernetes.model.annotation.Version;

/** Kueue Topology (cluster-scoped): the node-label hierarchy used by topology-aware scheduling. */
@Group(ApiGroups.KUEUE)
@Version("v1alpha1")
@Plural("topologies")
public class Topology extends ExternalResource<TopologySpec, Void> {}
