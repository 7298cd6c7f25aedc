package ai.silogen.kaiwo.api.external.ray.v1;

import ai.silogen.kaiwo.api.ApiGroups;
import ai.silogen.kaiwo.api.external.ExternalResource;
import io.fabric8.kubernetes.api.model.Namespaced;
import io.fabric8.kubernetes.model.annotation.Group;
import io.fabric8.kubernetes.model.annotation.Plural;
import io.fabric8.kubernetes.model.annotation.Version;

/** KubeRay RayJob (namespaced): a Ray cluster plus a job submitted to it. */
@Group(ApiGroups.RAY)
@Version("v1")
@Plural("rayjobs")
public class RayJob extends ExternalResource<RayJobSpec, RayJobStatus> implements Namespaced {}
