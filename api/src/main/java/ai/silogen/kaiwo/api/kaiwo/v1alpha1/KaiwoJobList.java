package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import ai.silogen.kaiwo.api.ApiGroups;
import io.fabric8.kubernetes.api.model.DefaultKubernetesResourceList;
import io.fabric8.kubernetes.model.annotation.Group;
import io.fabric8.kubernetes.model.annotation.Version;

/** A list of {@link KaiwoJob} objects. */
@Group(ApiGroups.KAIWO)
@Version(ApiGroups.KAIWO_VERSION)
public class KaiwoJobList extends DefaultKubernetesResourceList<KaiwoJob> {}
