package ai.silogen.kaiwo.api.kubeai.v1;

import ai.silogen.kaiwo.api.ApiGroups;
import io.fabric8.kubernetes.api.model.DefaultKubernetesResourceList;
import io.fabric8.kubernetes.model.annotation.Group;
import io.fabric8.kubernetes.model.annotation.Version;

/** A list of {@link Model} objects. */
@Group(ApiGroups.KUBEAI)
@Version(ApiGroups.KUBEAI_VERSION)
public class ModelList extends DefaultKubernetesResourceList<Model> {}
