package ai.silogen.kaiwo.api.external.kueue.v1beta1;

import ai.silogen.kaiwo.api.ApiGroups;
import ai.silogen.kaiwo.api.external.ExternalResource;
import io.fabric8.kubernetes.model.annotation.Group;
import io.fabric8.kubernetes.model.annotation.Plural;
import io.fabric8.kubernetes.model.annotation.Version;

/** Kueue ResourceFlavor (cluster-scoped): a class of nodes that ClusterQueues provide quota for. */
@Group(ApiGroups.KUEUE)
@Version("v1beta1")
@Plural("resourceflavors")
public class ResourceFlavor extends ExternalResource<ResourceFlavorSpec, Void> {}
