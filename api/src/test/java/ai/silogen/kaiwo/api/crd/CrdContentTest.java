package ai.silogen.kaiwo.api.crd;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ServedKinds;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceColumnDefinition;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinition;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinitionVersion;
import io.fabric8.kubernetes.api.model.apiextensions.v1.JSONSchemaProps;
import io.fabric8.kubernetes.api.model.apiextensions.v1.ValidationRule;
import io.fabric8.kubernetes.client.CustomResource;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;

/** What the generated CRDs must contain: scope, subresources, columns, defaults, validation. */
class CrdContentTest {

  @Test
  void servesOneCrdPerKindWithTheExpectedNames() {
    assertThat(ServedKinds.ALL.stream().map(ServedKinds::crdName))
        .containsExactly(
            "kaiwojobs.kaiwo.silogen.ai",
            "kaiwoservices.kaiwo.silogen.ai",
            "kaiwoqueueconfigs.kaiwo.silogen.ai",
            "kaiwoconfigs.config.kaiwo.silogen.ai",
            "aimnamespaceconfigs.config.kaiwo.silogen.ai",
            "models.kubeai.org");
    for (CustomResourceDefinition crd : GeneratedCrds.all()) {
      assertThat(crd.getSpec().getVersions()).hasSize(1);
      assertThat(version(crd).getStorage()).isTrue();
      assertThat(version(crd).getSubresources().getStatus())
          .as("%s status subresource", crd.getMetadata().getName())
          .isNotNull();
    }
  }

  @Test
  void configsAreClusterScopedAndWorkloadsNamespaced() {
    assertThat(scope(KaiwoQueueConfig.class)).isEqualTo("Cluster");
    assertThat(scope(KaiwoConfig.class)).isEqualTo("Cluster");
    assertThat(scope(KaiwoJob.class)).isEqualTo("Namespaced");
    assertThat(scope(KaiwoService.class)).isEqualTo("Namespaced");
    assertThat(scope(AIMNamespaceConfig.class)).isEqualTo("Namespaced");
    assertThat(scope(Model.class)).isEqualTo("Namespaced");
  }

  @Test
  void namesHaveExplicitPluralsAndNonClashingShortNames() {
    CustomResourceDefinition job = crd(KaiwoJob.class);
    assertThat(job.getSpec().getNames().getPlural()).isEqualTo("kaiwojobs");
    assertThat(job.getSpec().getNames().getSingular()).isEqualTo("kaiwojob");
    assertThat(job.getSpec().getNames().getShortNames()).containsExactly("kwjob");
    assertThat(job.getSpec().getNames().getCategories()).containsExactly("kaiwo");
    // ksvc belongs to Knative Serving.
    assertThat(crd(KaiwoService.class).getSpec().getNames().getShortNames())
        .containsExactly("kwsvc");
    assertThat(crd(Model.class).getSpec().getNames().getShortNames()).isEmpty();
  }

  @Test
  void printerColumnsAreInDeclaredOrder() {
    assertThat(columns(KaiwoJob.class))
        .containsExactly(
            ".status.status Status string",
            ".status.startTime StartTime string",
            ".status.completionTime CompletionTime string",
            ".status.duration Duration(s) integer",
            ".metadata.creationTimestamp Age date");
    assertThat(columns(KaiwoService.class))
        .containsExactly(
            ".status.status Status string",
            ".status.startTime StartTime string",
            ".status.duration Duration(s) integer",
            ".metadata.creationTimestamp Age date");
    assertThat(columns(KaiwoQueueConfig.class))
        .containsExactly(".status.status Status string", ".metadata.creationTimestamp Age date");
    assertThat(columns(Model.class))
        .containsExactly(
            ".spec.engine Engine string",
            ".spec.replicas Desired integer",
            ".status.replicas.ready Ready integer",
            ".status.conditions[?(@.type==\"Ready\")].reason Status string",
            ".metadata.creationTimestamp Age date");
  }

  @Test
  void kaiwoJobHasTheDocumentedDefaults() {
    JSONSchemaProps spec = spec(KaiwoJob.class);
    assertThat(defaultOf(spec, "gpuVendor")).isEqualTo("amd");
    assertThat(defaultOf(spec, "replicas")).isEqualTo("1");
    assertThat(defaultOf(spec, "gpus")).isEqualTo("0");
    assertThat(defaultOf(spec, "ray")).isEqualTo("false");
    assertThat(defaultOf(spec, "dangerous")).isEqualTo("false");
    JSONSchemaProps storage = spec.getProperties().get("storage");
    assertThat(defaultOf(storage, "accessMode")).isEqualTo("ReadWriteMany");
    // No CRD default: an unset path takes KaiwoConfig storage.default*MountPath.
    assertThat(storage.getProperties().get("data").getProperties().get("mountPath").getDefault())
        .isNull();
    assertThat(
            storage
                .getProperties()
                .get("huggingFace")
                .getProperties()
                .get("mountPath")
                .getDefault())
        .isNull();
    assertThat(spec.getProperties().get("duration").getPattern()).startsWith("^(0|");
  }

  @Test
  void embeddedObjectsAreFreeFormAndKeepUnknownFields() {
    assertFreeForm(spec(KaiwoJob.class), "job");
    assertFreeForm(spec(KaiwoJob.class), "rayJob");
    assertFreeForm(spec(KaiwoService.class), "deployment");
    assertFreeForm(spec(KaiwoService.class), "rayService");
    // Small embedded types keep their full schema.
    assertThat(spec(KaiwoJob.class).getProperties().get("resources").getProperties())
        .containsKeys("limits", "requests");
  }

  @Test
  void kaiwoQueueConfigHasTheSpecLimitsAndTopologyRules() {
    JSONSchemaProps spec = spec(KaiwoQueueConfig.class);
    assertThat(spec.getProperties().get("clusterQueues").getMaxItems()).isEqualTo(10L);
    // The reference sets no limit on the number of flavors, nor of a queue's namespaces.
    assertThat(spec.getProperties().get("resourceFlavors").getMaxItems()).isNull();
    assertThat(spec.getProperties().get("workloadPriorityClasses").getMaxItems()).isEqualTo(5L);
    assertThat(spec.getProperties().get("topologies").getMaxItems()).isEqualTo(10L);
    JSONSchemaProps queue = spec.getProperties().get("clusterQueues").getItems().getSchema();
    assertThat(queue.getProperties().get("namespaces").getMaxItems()).isNull();
    JSONSchemaProps queueSpec = queue.getProperties().get("spec");
    assertThat(queueSpec.getProperties().get("resourceGroups").getMaxItems()).isEqualTo(16L);
    assertThat(defaultOf(queueSpec, "queueingStrategy")).isEqualTo("BestEffortFIFO");
    assertThat(defaultOf(queueSpec, "stopPolicy")).isEqualTo("None");
    assertThat(queueSpec.getProperties().get("preemption").getXKubernetesPreserveUnknownFields())
        .isTrue();
    JSONSchemaProps flavor = spec.getProperties().get("resourceFlavors").getItems().getSchema();
    assertThat(flavor.getProperties()).containsKey("topologyName");
    assertThat(flavor.getProperties().get("nodeLabels").getMaxProperties()).isEqualTo(10L);

    JSONSchemaProps topology = spec.getProperties().get("topologies").getItems().getSchema();
    assertThat(topology.getProperties().get("metadata").getProperties())
        .as("the metadata Kaiwo copies to the Topology is kept, and typed (decision 0037)")
        .containsOnlyKeys("name", "labels", "annotations");
    JSONSchemaProps levels = topology.getProperties().get("spec").getProperties().get("levels");
    assertThat(levels.getXKubernetesValidations())
        .extracting(ValidationRule::getMessage)
        .containsExactly(
            "must be unique",
            "the kubernetes.io/hostname label can only be used at the lowest level of topology");

    JSONSchemaProps priorityClass =
        spec.getProperties().get("workloadPriorityClasses").getItems().getSchema();
    assertThat(priorityClass.getProperties()).containsKeys("value", "description", "metadata");
    assertThat(priorityClass.getProperties()).doesNotContainKeys("spec", "status");
    assertThat(priorityClass.getProperties().get("metadata").getProperties())
        .containsOnlyKeys("name", "labels", "annotations");
  }

  @Test
  void kaiwoConfigHasTheDocumentedDefaults() {
    JSONSchemaProps spec = spec(KaiwoConfig.class);
    assertThat(defaultOf(spec, "ray")).isEqualTo("{}");
    assertThat(defaultOf(spec.getProperties().get("ray"), "defaultRayImage"))
        .isEqualTo("ghcr.io/silogen/rocm-ray:6.4");
    assertThat(defaultOf(spec.getProperties().get("ray"), "headPodMemory")).isEqualTo("16Gi");
    assertThat(defaultOf(spec.getProperties().get("scheduling"), "kubeSchedulerName"))
        .isEqualTo("kaiwo-scheduler");
    assertThat(defaultOf(spec.getProperties().get("scheduling"), "pendingThresholdForPreemption"))
        .isEqualTo("5m");
    JSONSchemaProps monitoring = spec.getProperties().get("resourceMonitoring");
    assertThat(monitoring.getProperties().get("profile").getEnum())
        .extracting(Object::toString)
        .containsExactly("\"gpu\"");
    assertThat(monitoring.getProperties().get("lowUtilizationThreshold").getMinimum())
        .isEqualTo(0.0);
    assertThat(monitoring.getProperties().get("terminateUnderutilizedAfter").getPattern())
        .isEqualTo("^([0-9]+(s|m|h))+$");
    assertThat(defaultOf(spec, "defaultClusterQueueName")).isEqualTo("kaiwo");
    assertThat(defaultOf(spec, "defaultClusterQueueCohortName")).isEqualTo("kaiwo");
    assertThat(defaultOf(spec, "dynamicallyUpdateDefaultClusterQueue")).isEqualTo("false");
    assertThat(defaultOf(spec, "defaultTopologyName")).isEqualTo("default-topology");
    assertThat(spec.getProperties()).containsKey("gpuPreemption");
    assertThat(status(KaiwoConfig.class).getProperties()).containsKey("conditions");
  }

  @Test
  void kaiwoConfigKeepsWhatConfigsWrittenForTheOriginalHold() {
    JSONSchemaProps spec = spec(KaiwoConfig.class);
    JSONSchemaProps data = spec.getProperties().get("data");
    assertThat(data.getProperties())
        .as("the older name of storage, with its schema")
        .isEqualTo(spec.getProperties().get("storage").getProperties());
    assertThat(data.getDefault()).as("absent unless written").isNull();
    for (String chartKey :
        List.of(
            "scheduling.enablePreemption",
            "scheduling.defaultTimeoutSeconds",
            "resourceMonitoring.enabled",
            "resourceMonitoring.prometheusEndpoint",
            "resourceMonitoring.pollingInterval")) {
      String[] path = chartKey.split("\\.");
      JSONSchemaProps key = spec.getProperties().get(path[0]).getProperties().get(path[1]);
      assertThat(key).as(chartKey).isNotNull();
      assertThat(key.getType()).as(chartKey + " takes any value").isNull();
      assertThat(key.getXKubernetesPreserveUnknownFields()).as(chartKey).isTrue();
    }
  }

  @Test
  void modelHasTheScaleSubresourceAndEveryKubeAiRule() {
    CustomResourceDefinitionVersion version = version(crd(Model.class));
    assertThat(version.getSubresources().getScale().getSpecReplicasPath())
        .isEqualTo(".spec.replicas");
    assertThat(version.getSubresources().getScale().getStatusReplicasPath())
        .isEqualTo(".status.replicas.all");

    JSONSchemaProps root = version.getSchema().getOpenAPIV3Schema();
    assertThat(root.getXKubernetesValidations())
        .extracting(ValidationRule::getRule, ValidationRule::getMessage)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple(
                "size(self.metadata.name) <= 40", "name must not exceed 40 characters."));

    JSONSchemaProps spec = spec(Model.class);
    assertThat(spec.getXKubernetesValidations())
        .extracting(ValidationRule::getMessage)
        .containsExactly(
            "cacheProfile is only supported with urls of format \"hf://...\", \"s3://...\","
                + " \"gs://...\", or \"oss://...\" at the moment.",
            "urls of format \"gs://...\" only supported when using a cacheProfile",
            "urls of format \"oss://...\" only supported when using a cacheProfile",
            "minReplicas should be less than or equal to maxReplicas.",
            "adapters only supported with VLLM engine.",
            "url is immutable when using cacheProfile.",
            "All file paths must be unique.");
    assertThat(spec.getRequired())
        .containsExactlyInAnyOrder(
            "engine", "features", "scaleDownDelaySeconds", "targetRequests", "url");
    assertThat(rules(spec, "url"))
        .containsExactly(
            "self.startsWith(\"hf://\") || self.startsWith(\"pvc://\") || self.startsWith(\"ollama://\")"
                + " || self.startsWith(\"s3://\") || self.startsWith(\"gs://\") || self.startsWith(\"oss://\")");
    assertThat(rules(spec, "cacheProfile")).containsExactly("self == oldSelf");
    JSONSchemaProps prefixHash =
        spec.getProperties().get("loadBalancing").getProperties().get("prefixHash");
    assertThat(rules(prefixHash, "replication")).containsExactly("self == oldSelf");
    assertThat(defaultOf(prefixHash, "meanLoadFactor")).isEqualTo("125");
    assertThat(prefixHash.getProperties().get("meanLoadFactor").getMinimum()).isEqualTo(100.0);
    assertThat(defaultOf(prefixHash, "replication")).isEqualTo("256");
    assertThat(defaultOf(prefixHash, "prefixCharLength")).isEqualTo("100");
    assertThat(defaultOf(spec.getProperties().get("loadBalancing"), "strategy"))
        .isEqualTo("LeastLoad");
    assertThat(defaultOf(spec, "targetRequests")).isEqualTo("100");
    assertThat(defaultOf(spec, "scaleDownDelaySeconds")).isEqualTo("30");
    assertThat(spec.getProperties().get("minReplicas").getMinimum()).isEqualTo(0.0);
    assertThat(spec.getProperties().get("maxReplicas").getMinimum()).isEqualTo(1.0);
    assertThat(spec.getProperties().get("targetRequests").getMinimum()).isEqualTo(1.0);
    assertThat(spec.getProperties().get("features").getItems().getSchema().getEnum())
        .extracting(Object::toString)
        .contains("\"Reranking\"");

    JSONSchemaProps adapter = spec.getProperties().get("adapters").getItems().getSchema();
    assertThat(adapter.getProperties().get("name").getPattern()).isEqualTo("^[a-z0-9-]+$");
    assertThat(adapter.getProperties().get("name").getMaxLength()).isEqualTo(63L);
    assertThat(rules(adapter, "url")).hasSize(1);
    JSONSchemaProps files = spec.getProperties().get("files");
    assertThat(files.getMaxItems()).isEqualTo(10L);
    JSONSchemaProps file = files.getItems().getSchema();
    assertThat(rules(file, "path")).containsExactly("self.startsWith('/') && !self.contains(':')");
    assertThat(file.getProperties().get("path").getMaxLength()).isEqualTo(1024L);
    assertThat(file.getProperties().get("content").getMaxLength()).isEqualTo(100000L);
    assertThat(status(Model.class).getProperties())
        .containsKeys("replicas", "cache", "conditions", "observedGeneration");
  }

  /** As KubeAI's CRD (Go int32/int64): the API server then refuses what Java cannot hold. */
  @Test
  void integersDeclareTheWidthTheirJavaTypeHolds() {
    JSONSchemaProps spec = spec(Model.class);
    assertThat(spec.getProperties().get("replicas").getFormat()).isEqualTo("int32");
    assertThat(spec.getProperties().get("minReplicas").getFormat()).isEqualTo("int32");
    assertThat(spec.getProperties().get("scaleDownDelaySeconds").getFormat()).isEqualTo("int64");
    assertThat(
            spec.getProperties()
                .get("loadBalancing")
                .getProperties()
                .get("prefixHash")
                .getProperties()
                .get("meanLoadFactor")
                .getFormat())
        .isEqualTo("int32");
    assertThat(
            status(Model.class)
                .getProperties()
                .get("replicas")
                .getProperties()
                .get("ready")
                .getFormat())
        .isEqualTo("int32");
    assertThat(spec(KaiwoJob.class).getProperties().get("gpus").getFormat()).isEqualTo("int32");
  }

  private static void assertFreeForm(JSONSchemaProps spec, String field) {
    JSONSchemaProps embedded = spec.getProperties().get(field);
    assertThat(embedded.getType()).as(field).isEqualTo("object");
    assertThat(embedded.getXKubernetesPreserveUnknownFields()).as(field).isTrue();
    assertThat(embedded.getProperties()).as(field).isNullOrEmpty();
  }

  /** Parsed once per kind: the assertions only read them. */
  private static final Map<Class<?>, CustomResourceDefinition> CRDS = new ConcurrentHashMap<>();

  private static CustomResourceDefinition crd(Class<? extends CustomResource<?, ?>> kind) {
    return CRDS.computeIfAbsent(kind, k -> GeneratedCrds.forKind(kind));
  }

  private static CustomResourceDefinitionVersion version(CustomResourceDefinition crd) {
    return crd.getSpec().getVersions().get(0);
  }

  private static String scope(Class<? extends CustomResource<?, ?>> kind) {
    return crd(kind).getSpec().getScope();
  }

  private static JSONSchemaProps spec(Class<? extends CustomResource<?, ?>> kind) {
    return root(kind).getProperties().get("spec");
  }

  private static JSONSchemaProps status(Class<? extends CustomResource<?, ?>> kind) {
    return root(kind).getProperties().get("status");
  }

  private static JSONSchemaProps root(Class<? extends CustomResource<?, ?>> kind) {
    return version(crd(kind)).getSchema().getOpenAPIV3Schema();
  }

  private static List<String> columns(Class<? extends CustomResource<?, ?>> kind) {
    return version(crd(kind)).getAdditionalPrinterColumns().stream()
        .map(CrdContentTest::describe)
        .toList();
  }

  private static String describe(CustomResourceColumnDefinition column) {
    return column.getJsonPath() + " " + column.getName() + " " + column.getType();
  }

  private static String defaultOf(JSONSchemaProps object, String property) {
    JSONSchemaProps schema = object.getProperties().get(property);
    assertThat(schema).as("property %s", property).isNotNull();
    assertThat(schema.getDefault()).as("default of %s", property).isNotNull();
    return schema.getDefault().isTextual()
        ? schema.getDefault().textValue()
        : schema.getDefault().toString();
  }

  private static List<String> rules(JSONSchemaProps object, String property) {
    return object.getProperties().get(property).getXKubernetesValidations().stream()
        .map(ValidationRule::getRule)
        .toList();
  }
}
