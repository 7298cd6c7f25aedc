package ai.silogen.kaiwo.sandbox.table;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.testing.RawApi;
import ai.silogen.kaiwo.sandbox.testing.SandboxExtension;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.JobBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Server-side Table rendering (what {@code kubectl get} prints). */
class TableFormatTest {

  static final String TABLE = "application/json;as=Table;v=v1;g=meta.k8s.io,application/json";

  @RegisterExtension static final SandboxExtension SANDBOX = new SandboxExtension();

  static RawApi api;
  static KubernetesClient client;

  @BeforeAll
  static void connect() {
    api = new RawApi(SANDBOX.sandbox().masterUrl());
    client = SANDBOX.client();
  }

  private static List<String> headers(JsonNode table) {
    List<String> names = new ArrayList<>();
    table.path("columnDefinitions").forEach(c -> names.add(c.path("name").asText()));
    return names;
  }

  private static List<String> cells(JsonNode row) {
    List<String> values = new ArrayList<>();
    row.path("cells").forEach(c -> values.add(c.isNull() ? null : c.asText()));
    return values;
  }

  @Test
  void customResourcesUseTheirPrinterColumns() {
    String jobs = "/apis/kaiwo.silogen.ai/v1alpha1/namespaces/default/kaiwojobs";
    JsonNode created =
        api.post(
                jobs,
                "{\"apiVersion\":\"kaiwo.silogen.ai/v1alpha1\","
                    + "\"kind\":\"KaiwoJob\",\"metadata\":{\"name\":\"train\"},\"spec\":{}}")
            .json();
    ObjectNode withStatus = created.deepCopy();
    withStatus
        .putObject("status")
        .put("status", "RUNNING")
        .put("startTime", "2026-01-01T00:00:00Z");
    assertThat(api.put(jobs + "/train/status", Json.write(withStatus)).code()).isEqualTo(200);

    JsonNode table = api.get(jobs, TABLE).json();

    assertThat(table.path("kind").asText()).isEqualTo("Table");
    assertThat(table.path("apiVersion").asText()).isEqualTo("meta.k8s.io/v1");
    assertThat(headers(table))
        .containsExactly("Name", "Status", "StartTime", "CompletionTime", "Duration(s)", "Age");
    List<String> row = cells(table.path("rows").get(0));
    assertThat(row.subList(0, 5))
        .containsExactly("train", "RUNNING", "2026-01-01T00:00:00Z", null, null);
    assertThat(row.get(5)).matches("\\d+s");
    assertThat(table.path("rows").get(0).path("object").path("kind").asText())
        .isEqualTo("PartialObjectMetadata");
  }

  @Test
  void oneObjectCanBeRenderedToo() {
    api.post(
        "/apis/kubeai.org/v1/namespaces/default/models",
        "{\"apiVersion\":\"kubeai.org/v1\","
            + "\"kind\":\"Model\",\"metadata\":{\"name\":\"tiny\"},\"spec\":{\"url\":\"hf://o/m\","
            + "\"engine\":\"VLLM\",\"features\":[],\"replicas\":2}}");

    JsonNode table = api.get("/apis/kubeai.org/v1/namespaces/default/models/tiny", TABLE).json();

    assertThat(headers(table))
        .containsExactly("Name", "Engine", "Desired", "Ready", "Status", "Age");
    assertThat(cells(table.path("rows").get(0)).subList(0, 3)).containsExactly("tiny", "VLLM", "2");
  }

  @Test
  void podsShowReadinessStatusAndRestarts() {
    client
        .pods()
        .resource(
            new PodBuilder()
                .withNewMetadata()
                .withName("web")
                .endMetadata()
                .withNewSpec()
                .withNodeName("n1")
                .addNewContainer()
                .withName("a")
                .withImage("x")
                .endContainer()
                .addNewContainer()
                .withName("b")
                .withImage("x")
                .endContainer()
                .endSpec()
                .build())
        .create();
    client
        .pods()
        .withName("web")
        .editStatus(
            p ->
                new PodBuilder(p)
                    .editStatus()
                    .withPhase("Running")
                    .withPodIP("10.0.0.7")
                    .addNewContainerStatus()
                    .withName("a")
                    .withReady(true)
                    .withRestartCount(2)
                    .withNewState()
                    .withNewRunning()
                    .endRunning()
                    .endState()
                    .endContainerStatus()
                    .addNewContainerStatus()
                    .withName("b")
                    .withReady(false)
                    .withRestartCount(1)
                    .withNewState()
                    .withNewWaiting()
                    .withReason("CrashLoopBackOff")
                    .endWaiting()
                    .endState()
                    .endContainerStatus()
                    .endStatus()
                    .build());

    JsonNode table = api.get("/api/v1/namespaces/default/pods", TABLE).json();

    assertThat(headers(table).subList(0, 5))
        .containsExactly("Name", "Ready", "Status", "Restarts", "Age");
    assertThat(cells(table.path("rows").get(0)).subList(0, 4))
        .containsExactly("web", "1/2", "CrashLoopBackOff", "3");
    assertThat(cells(table.path("rows").get(0))).contains("10.0.0.7", "n1");
    assertThat(table.path("columnDefinitions").get(5).path("priority").asInt()).isEqualTo(1);
  }

  @Test
  void nodesShowConditionRolesAndVersion() {
    client
        .nodes()
        .resource(
            new NodeBuilder()
                .withNewMetadata()
                .withName("gpu-1")
                .addToLabels("node-role.kubernetes.io/worker", "")
                .endMetadata()
                .withNewSpec()
                .withUnschedulable(true)
                .endSpec()
                .withNewStatus()
                .addNewCondition()
                .withType("Ready")
                .withStatus("True")
                .endCondition()
                .withNewNodeInfo()
                .withKubeletVersion("v1.32.0")
                .endNodeInfo()
                .endStatus()
                .build())
        .create();

    JsonNode table = api.get("/api/v1/nodes", TABLE).json();

    assertThat(headers(table).subList(0, 5))
        .containsExactly("Name", "Status", "Roles", "Age", "Version");
    List<String> row = cells(table.path("rows").get(0));
    assertThat(row.subList(0, 3)).containsExactly("gpu-1", "Ready,SchedulingDisabled", "worker");
    assertThat(row.get(4)).isEqualTo("v1.32.0");
  }

  @Test
  void jobsAndDeploymentsShowProgress() {
    client
        .batch()
        .v1()
        .jobs()
        .resource(
            new JobBuilder()
                .withNewMetadata()
                .withName("pi")
                .endMetadata()
                .withNewSpec()
                .withCompletions(3)
                .withNewTemplate()
                .withNewSpec()
                .addNewContainer()
                .withName("pi")
                .withImage("perl")
                .endContainer()
                .withRestartPolicy("Never")
                .endSpec()
                .endTemplate()
                .endSpec()
                .build())
        .create();
    client
        .batch()
        .v1()
        .jobs()
        .withName("pi")
        .editStatus(
            j ->
                new JobBuilder(j)
                    .withNewStatus()
                    .withSucceeded(1)
                    .withStartTime("2026-01-01T00:00:00Z")
                    .endStatus()
                    .build());
    client
        .apps()
        .deployments()
        .resource(
            new DeploymentBuilder()
                .withNewMetadata()
                .withName("web")
                .endMetadata()
                .withNewSpec()
                .withReplicas(3)
                .withNewSelector()
                .addToMatchLabels("app", "web")
                .endSelector()
                .withNewTemplate()
                .withNewMetadata()
                .addToLabels("app", "web")
                .endMetadata()
                .withNewSpec()
                .addNewContainer()
                .withName("web")
                .withImage("nginx")
                .endContainer()
                .endSpec()
                .endTemplate()
                .endSpec()
                .build())
        .create();
    client
        .apps()
        .deployments()
        .withName("web")
        .editStatus(
            d ->
                new DeploymentBuilder(d)
                    .withNewStatus()
                    .withReadyReplicas(2)
                    .withUpdatedReplicas(3)
                    .withAvailableReplicas(2)
                    .endStatus()
                    .build());

    JsonNode jobs = api.get("/apis/batch/v1/namespaces/default/jobs", TABLE).json();
    JsonNode deployments = api.get("/apis/apps/v1/namespaces/default/deployments", TABLE).json();

    assertThat(headers(jobs)).containsExactly("Name", "Status", "Completions", "Duration", "Age");
    assertThat(cells(jobs.path("rows").get(0)).subList(0, 3))
        .containsExactly("pi", "Running", "1/3");
    assertThat(headers(deployments))
        .containsExactly("Name", "Ready", "Up-to-date", "Available", "Age");
    assertThat(cells(deployments.path("rows").get(0)).subList(0, 4))
        .containsExactly("web", "2/3", "3", "2");
  }

  @Test
  void otherKindsGetNameAndAge() {
    JsonNode table = api.get("/api/v1/namespaces", TABLE).json();
    JsonNode leases = api.get("/apis/coordination.k8s.io/v1/leases", TABLE).json();

    assertThat(headers(table)).containsExactly("Name", "Status", "Age");
    assertThat(headers(leases)).containsExactly("Name", "Age");
  }
}
