package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

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
 * A long-running service (an apps/v1 Deployment, or a RayService wrapped in an AppWrapper) with
 * Kaiwo's GPU scheduling, Kueue queueing, storage and download handling.
 */
@Group(ApiGroups.KAIWO)
@Version(ApiGroups.KAIWO_VERSION)
@Plural("kaiwoservices")
@ShortNames("kwsvc")
@Categories("kaiwo")
@AdditionalPrinterColumn(
    name = "Status",
    jsonPath = ".status.status",
    type = AdditionalPrinterColumn.Type.STRING)
@AdditionalPrinterColumn(
    name = "StartTime",
    jsonPath = ".status.startTime",
    type = AdditionalPrinterColumn.Type.STRING)
@AdditionalPrinterColumn(
    name = "Duration(s)",
    jsonPath = ".status.duration",
    type = AdditionalPrinterColumn.Type.INTEGER)
@AdditionalPrinterColumn(
    name = "Age",
    jsonPath = ".metadata.creationTimestamp",
    type = AdditionalPrinterColumn.Type.DATE)
public class KaiwoService extends CustomResource<KaiwoServiceSpec, KaiwoServiceStatus>
    implements Namespaced {}
