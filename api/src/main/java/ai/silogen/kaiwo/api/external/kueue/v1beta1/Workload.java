package ai.silogen.kaiwo.api.external.kueue.v1beta1;

import ai.silogen.kaiwo.api.ApiGroups;
import ai.silogen.kaiwo.api.external.ExternalResource;
import io.fabric8.kubernetes.api.model.Namespaced;
import io.fabric8.kubernetes.model.annotation.Group;
import io.fabric8.kubernetes.model.annotation.Plural;
import io.fabric8.kubernetes.model.annotation.Version;

/**
 * Kueue Workload (namespaced): the unit of admission Kueue creates for every queued Job, RayJob,
 * AppWrapper, ...; its conditions tell whether quota was reserved and the workload admitted.
 */
@Group(ApiGroups.KUEUE)
@Version("v1beta1")
@Plural("workloads")
public class Workload extends ExternalResource<WorkloadSpec, WorkloadStatus>
    implements Namespaced {}
