package ai.silogen.kaiwo.api.kubeai.v1;

import ai.silogen.kaiwo.api.ApiGroups;
import io.fabric8.crd.generator.annotation.AdditionalPrinterColumn;
import io.fabric8.generator.annotation.ValidationRule;
import io.fabric8.kubernetes.api.model.Namespaced;
import io.fabric8.kubernetes.client.CustomResource;
import io.fabric8.kubernetes.model.annotation.Group;
import io.fabric8.kubernetes.model.annotation.Plural;
import io.fabric8.kubernetes.model.annotation.Version;

/**
 * A model served through the OpenAI-compatible gateway (KubeAI's {@code kubeai.org/v1} Model). Has
 * a scale subresource so that {@code kubectl scale} and the autoscaler write {@code spec.replicas}
 * through {@code /scale}.
 */
@Group(ApiGroups.KUBEAI)
@Version(ApiGroups.KUBEAI_VERSION)
@Plural("models")
@ValidationRule(
    value = "size(self.metadata.name) <= 40",
    message = "name must not exceed 40 characters.")
@AdditionalPrinterColumn(
    name = "Engine",
    jsonPath = ".spec.engine",
    type = AdditionalPrinterColumn.Type.STRING)
@AdditionalPrinterColumn(
    name = "Desired",
    jsonPath = ".spec.replicas",
    type = AdditionalPrinterColumn.Type.INTEGER)
@AdditionalPrinterColumn(
    name = "Ready",
    jsonPath = ".status.replicas.ready",
    type = AdditionalPrinterColumn.Type.INTEGER)
@AdditionalPrinterColumn(
    name = "Status",
    jsonPath = ".status.conditions[?(@.type==\"Ready\")].reason",
    type = AdditionalPrinterColumn.Type.STRING)
@AdditionalPrinterColumn(
    name = "Age",
    jsonPath = ".metadata.creationTimestamp",
    type = AdditionalPrinterColumn.Type.DATE)
public class Model extends CustomResource<ModelSpec, ModelStatus> implements Namespaced {}
