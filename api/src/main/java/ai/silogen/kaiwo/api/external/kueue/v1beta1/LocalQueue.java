package ai.silogen.kaiwo.api.external.kueue.v1beta1;

import ai.silogen.kaiwo.api.ApiGroups;
import ai.silogen.kaiwo.api.external.ExternalResource;
import io.fabric8.kubernetes.api.model.Namespaced;
import io.fabric8.kubernetes.model.annotation.Group;
import io.fabric8.kubernetes.model.annotation.Plural;
import io.fabric8.kubernetes.model.annotation.Version;

/** Kueue LocalQueue (namespaced): the entry point of a namespace into a ClusterQueue. */
@Group(ApiGroups.KUEUE)
@Version("v1beta1")
@Plural("localqueues")
public class LocalQueue extends ExternalResource<LocalQueueSpec, LocalQueueStatus>
    implements Namespaced {}
