package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import ai.silogen.kaiwo.api.ApiGroups;
import io.fabric8.crd.generator.annotation.AdditionalPrinterColumn;
import io.fabric8.kubernetes.client.CustomResource;
import io.fabric8.kubernetes.model.annotation.Categories;
import io.fabric8.kubernetes.model.annotation.Group;
import io.fabric8.kubernetes.model.annotation.Plural;
import io.fabric8.kubernetes.model.annotation.ShortNames;
import io.fabric8.kubernetes.model.annotation.Version;

/** The Kueue resources Kaiwo manages (cluster-scoped singleton named kaiwo). */
@Group(ApiGroups.KAIWO)
@Version(ApiGroups.KAIWO_VERSION)
@Plural("kaiwoqueueconfigs")
@ShortNames("kwqc")
@Categories("kaiwo")
@AdditionalPrinterColumn(
    name = "Status",
    jsonPath = ".status.status",
    type = AdditionalPrinterColumn.Type.STRING)
@AdditionalPrinterColumn(
    name = "Age",
    jsonPath = ".metadata.creationTimestamp",
    type = AdditionalPrinterColumn.Type.DATE)
public class KaiwoQueueConfig
    extends CustomResource<KaiwoQueueConfigSpec, KaiwoQueueConfigStatus> {}
