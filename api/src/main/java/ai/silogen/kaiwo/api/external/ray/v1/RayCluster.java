package ai.silogen.kaiwo.api.external.ray.v1;

import ai.silogen.kaiwo.api.ApiGroups;
import ai.silogen.kaiwo.api.external.ExternalResource;
import io.fabric8.kubernetes.api.model.Namespaced;
import io.fabric8.kubernetes.model.annotation.Group;
import io.fabric8.kubernetes.model.annotation.Plural;
import io.fabric8.kubernetes.model.annotation.Version;

/** KubeRay RayCluster (namespaced). */
@Group(ApiGroups.RAY)
@Version("v1")
@Plural("rayclusters")
public class RayCluster extends ExternalResource<RayClusterSpec, RayClusterStatus>
    implements Namespaced {}
