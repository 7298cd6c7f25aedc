package ai.silogen.kaiwo.api.config.v1alpha1;

import ai.silogen.kaiwo.api.ApiGroups;
import io.fabric8.crd.generator.annotation.AdditionalPrinterColumn;
import io.fabric8.kubernetes.client.CustomResource;
import io.fabric8.kubernetes.model.annotation.Categories;
import io.fabric8.kubernetes.model.annotation.Group;
import io.fabric8.kubernetes.model.annotation.Plural;
import io.fabric8.kubernetes.model.annotation.ShortNames;
import io.fabric8.kubernetes.model.annotation.Version;

/**
 * Runtime configuration of the Kaiwo operator (cluster-scoped singleton named {@code kaiwo}; the
 * operator creates it with an empty spec, so the CRD defaults apply). Unlike the original it has a
 * status, where the operator reports settings it could not apply.
 */
@Group(ApiGroups.KAIWO_CONFIG)
@Version(ApiGroups.KAIWO_VERSION)
@Plural("kaiwoconfigs")
@ShortNames("kwcfg")
@Categories("kaiwo")
@AdditionalPrinterColumn(
    name = "DefaultQueue",
    jsonPath = ".spec.defaultClusterQueueName",
    type = AdditionalPrinterColumn.Type.STRING)
@AdditionalPrinterColumn(
    name = "DynamicQueue",
    jsonPath = ".spec.dynamicallyUpdateDefaultClusterQueue",
    type = AdditionalPrinterColumn.Type.BOOLEAN)
@AdditionalPrinterColumn(
    name = "Age",
    jsonPath = ".metadata.creationTimestamp",
    type = AdditionalPrinterColumn.Type.DATE)
public class KaiwoConfig extends CustomResource<KaiwoConfigSpec, KaiwoConfigStatus> {}
