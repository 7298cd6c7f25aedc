package ai.silogen.kaiwo.api.external.ray.v1;

import ai.silogen.kaiwo.api.ApiGroups;
import ai.silogen.kaiwo.api.external.ExternalResource;
import io.fabric8.kubernetes.api.model.Namespaced;
import io.fabric8.kubernetes.model.annotation.Group;
import io.fabric8.kubernetes.model.annotation.Plural;
import io.fabric8.kubernetes.model.annotation.Version;

/** KubeRay RayService (namespaced): a Ray cluster running Ray Serve applications. */
@Group(ApiGroups.RAY)
@Version("v1")
@Plural("rayservices")
public class RayService extends ExternalResource<RayServiceSpec, RayServiceStatuses>
    implements Namespaced {}
