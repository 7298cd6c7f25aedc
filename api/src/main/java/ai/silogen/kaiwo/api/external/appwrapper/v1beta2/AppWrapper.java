package ai.silogen.kaiwo.api.external.appwrapper.v1beta2;

import ai.silogen.kaiwo.api.ApiGroups;
import ai.silogen.kaiwo.api.external.ExternalResource;
import io.fabric8.kubernetes.api.model.Namespaced;
import io.fabric8.kubernetes.model.annotation.Group;
import io.fabric8.kubernetes.model.annotation.Plural;
import io.fabric8.kubernetes.model.annotation.Version;

/**
 * AppWrapper (namespaced): wraps arbitrary resources (here a RayService) so that Kueue can admit
 * them as one workload.
 */
@Group(ApiGroups.APPWRAPPER)
@Version("v1beta2")
@Plural("appwrappers")
public class AppWrapper extends ExternalResource<AppWrapperSpec, AppWrapperStatus>
    implements Namespaced {}
