package ai.silogen.kaiwo.api.config.v1alpha1;

import ai.silogen.kaiwo.api.ApiGroups;
import io.fabric8.crd.generator.annotation.AdditionalPrinterColumn;
import io.fabric8.kubernetes.api.model.Namespaced;
import io.fabric8.kubernetes.client.CustomResource;
import io.fabric8.kubernetes.model.annotation.Categories;
import io.fabric8.kubernetes.model.annotation.Group;
import io.fabric8.kubernetes.model.annotation.Plural;
import io.fabric8.kubernetes.model.annotation.ShortNames;
import io.fabric8.kubernetes.model.annotation.Version;

/**
 * Credentials and routing of an AIM-enabled namespace, typically created by a tenant administrator.
 * Unlike the original it has a status with what was applied.
 */
@Group(ApiGroups.KAIWO_CONFIG)
@Version(ApiGroups.KAIWO_VERSION)
@Plural("aimnamespaceconfigs")
@ShortNames("aimnscfg")
@Categories("kaiwo")
@AdditionalPrinterColumn(
    name = "Gateway",
    jsonPath = ".spec.gateway.name",
    type = AdditionalPrinterColumn.Type.STRING)
@AdditionalPrinterColumn(
    name = "Ready",
    jsonPath = ".status.conditions[?(@.type==\"Ready\")].status",
    type = AdditionalPrinterColumn.Type.STRING)
@AdditionalPrinterColumn(
    name = "Age",
    jsonPath = ".metadata.creationTimestamp",
    type = AdditionalPrinterColumn.Type.DATE)
public class AIMNamespaceConfig
    extends CustomResource<AIMNamespaceConfigSpec, AIMNamespaceConfigStatus>
    implements Namespaced {}
