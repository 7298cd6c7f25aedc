package ai.silogen.kaiwo.api.config.v1alpha1;

import ai.silogen.kaiwo.api.ApiGroups;
import io.fabric8.kubernetes.api.model.DefaultKubernetesResourceList;
import io.fabric8.kubernetes.model.annotation.Group;
import io.fabric8.kubernetes.model.annotation.Version;

/** A list of {@link KaiwoConfig} objects. */
@Group(ApiGroups.KAIWO_CONFIG)
@Version(ApiGroups.KAIWO_VERSION)
public class KaiwoConfigList extends DefaultKubernetesResourceList<KaiwoConfig> {}
