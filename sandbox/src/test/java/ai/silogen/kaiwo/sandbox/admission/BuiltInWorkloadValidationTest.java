package ai.silogen.kaiwo.sandbox.admission;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.testing.RawApi;
import ai.silogen.kaiwo.sandbox.testing.RawApi.Reply;
import ai.silogen.kaiwo.sandbox.testing.SandboxExtension;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Built-in kinds whose selector does not match their pod template, or whose containers request more
 * than their limits, are refused with kube-apiserver's 422, path and message.
 */
class BuiltInWorkloadValidationTest {

  @RegisterExtension static final SandboxExtension SANDBOX = new SandboxExtension();

  static final String DEPLOYMENTS = "/apis/apps/v1/namespaces/default/deployments";
  static final String REPLICASETS = "/apis/apps/v1/namespaces/default/replicasets";
  static final String JOBS = "/apis/batch/v1/namespaces/default/jobs";
  static final String PODS = "/api/v1/namespaces/default/pods";

  static final String SELECTOR_MISMATCH =
      "Invalid value: map[string]string{\"c\":\"d\"}: `selector` does not match template `labels`";

  static RawApi api;

  @BeforeAll
  static void connect() {
    api = new RawApi(SANDBOX.sandbox().masterUrl());
  }

  static String container(String resources) {
    return "{\"name\":\"main\",\"image\":\"busybox\",\"resources\":" + resources + "}";
  }

  static String controller(
      String apiVersion, String kind, String name, String spec, String labels, String resources) {
    return "{\"apiVersion\":\""
        + apiVersion
        + "\",\"kind\":\""
        + kind
        + "\",\"metadata\":{\"name\":\""
        + name
        + "\"},\"spec\":{"
        + spec
        + "\"template\":{\"metadata\":{\"labels\":"
        + labels
        + "},\"spec\":{\"restartPolicy\":\"Never\",\"containers\":["
        + container(resources)
        + "]}}}}";
  }

  static String deployment(String name, String selector, String labels, String resources) {
    return controller(
        "apps/v1", "Deployment", name, "\"selector\":" + selector + ",", labels, resources);
  }

  static Stream<Arguments> refused() {
    return Stream.of(
        Arguments.of(
            "Deployment selector",
            DEPLOYMENTS,
            deployment("d1", "{\"matchLabels\":{\"a\":\"b\"}}", "{\"c\":\"d\"}", "{}"),
            "spec.template.metadata.labels",
            SELECTOR_MISMATCH),
        Arguments.of(
            "ReplicaSet selector expression",
            REPLICASETS,
            controller(
                "apps/v1",
                "ReplicaSet",
                "rs1",
                "\"selector\":{\"matchExpressions\":[{\"key\":\"a\",\"operator\":\"Exists\"}]},",
                "{\"c\":\"d\"}",
                "{}"),
            "spec.template.metadata.labels",
            SELECTOR_MISMATCH),
        Arguments.of(
            "Job with manualSelector",
            JOBS,
            controller(
                "batch/v1",
                "Job",
                "j1",
                "\"manualSelector\":true,\"selector\":{\"matchLabels\":{\"a\":\"b\"}},",
                "{\"c\":\"d\"}",
                "{}"),
            "spec.template.metadata.labels",
            SELECTOR_MISMATCH),
        Arguments.of(
            "Job memory request over limit",
            JOBS,
            controller(
                "batch/v1",
                "Job",
                "j2",
                "",
                "{}",
                "{\"requests\":{\"memory\":\"2Gi\"},\"limits\":{\"memory\":\"1Gi\"}}"),
            "spec.template.spec.containers[0].resources.requests",
            "Invalid value: \"2Gi\": must be less than or equal to memory limit of 1Gi"),
        Arguments.of(
            "Pod cpu request over limit",
            PODS,
            "{\"apiVersion\":\"v1\",\"kind\":\"Pod\",\"metadata\":{\"name\":\"p1\"},"
                + "\"spec\":{\"containers\":["
                + container("{\"requests\":{\"cpu\":\"2\"},\"limits\":{\"cpu\":\"1500m\"}}")
                + "]}}",
            "spec.containers[0].resources.requests",
            "Invalid value: \"2\": must be less than or equal to cpu limit of 1500m"),
        Arguments.of(
            "Deployment GPU request below limit",
            DEPLOYMENTS,
            deployment(
                "d2",
                "{\"matchLabels\":{\"a\":\"b\"}}",
                "{\"a\":\"b\"}",
                "{\"requests\":{\"amd.com/gpu\":\"1\"},\"limits\":{\"amd.com/gpu\":\"2\"}}"),
            "spec.template.spec.containers[0].resources.requests",
            "Invalid value: \"1\": must be equal to amd.com/gpu limit of 2"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("refused")
  void refusesWith422NamingTheField(
      String what, String collection, String body, String field, String cause) {
    Reply reply = api.post(collection, body);
    assertThat(reply.code()).as(reply.body()).isEqualTo(422);
    JsonNode status = reply.json();
    assertThat(status.path("reason").asText()).isEqualTo("Invalid");
    assertThat(status.path("message").asText()).contains(field + ": " + cause);
    assertThat(status.path("details").path("causes").get(0).path("field").asText())
        .isEqualTo(field);
  }

  @Test
  void acceptsMatchingSelectorsAndRequestsWithinLimits() {
    Reply deployment =
        api.post(
            DEPLOYMENTS,
            deployment(
                "ok",
                "{\"matchLabels\":{\"a\":\"b\"}}",
                "{\"a\":\"b\",\"c\":\"d\"}",
                "{\"requests\":{\"memory\":\"512Mi\",\"amd.com/gpu\":\"1\"},"
                    + "\"limits\":{\"memory\":\"1Gi\",\"amd.com/gpu\":\"1\"}}"));
    assertThat(deployment.code()).as(deployment.body()).isEqualTo(201);
    Reply job =
        api.post(
            JOBS,
            controller(
                "batch/v1",
                "Job",
                "ok",
                "\"selector\":{\"matchLabels\":{\"job-name\":\"ok\"}},",
                "{}",
                "{\"requests\":{\"cpu\":\"1\"}}"));
    assertThat(job.code())
        .as("the generated job-name label satisfies it: " + job.body())
        .isEqualTo(201);
  }

  @Test
  void refusesAnUpdateThatBreaksTheSelector() {
    String created = deployment("upd", "{\"matchLabels\":{\"a\":\"b\"}}", "{\"a\":\"b\"}", "{}");
    assertThat(api.post(DEPLOYMENTS, created).code()).isEqualTo(201);
    Reply patched =
        api.patch(
            DEPLOYMENTS + "/upd",
            "application/merge-patch+json",
            "{\"spec\":{\"template\":{\"metadata\":{\"labels\":{\"a\":\"x\"}}}}}");
    assertThat(patched.code()).as(patched.body()).isEqualTo(422);
    assertThat(patched.json().path("message").asText())
        .contains("`selector` does not match template `labels`");
  }
}
