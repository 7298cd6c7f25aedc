package ai.silogen.kaiwo.sandbox.kubectl;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.kubectl.Kubectl.Result;
import ai.silogen.kaiwo.sandbox.testing.TestSandbox;
import ai.silogen.kaiwo.sandbox.testing.TestTools;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Drives the stock kubectl binary against the sandbox, the way users will. */
class KubectlTest {

  static final String JOB =
      """
      apiVersion: kaiwo.silogen.ai/v1alpha1
      kind: KaiwoJob
      metadata:
        name: train
      spec:
        image: busybox
        gpus: %d
      """;

  static Sandbox sandbox;
  static Kubectl kubectl;

  @BeforeAll
  static void start(@TempDir Path cache) {
    TestTools.require("kubectl");
    sandbox = TestSandbox.start();
    kubectl = new Kubectl(sandbox.kubeconfigPath(), cache);
  }

  @AfterAll
  static void stop() {
    if (sandbox != null) {
      sandbox.close();
    }
  }

  private static Result ok(String stdin, String... args) {
    Result result = kubectl.withInput(stdin, args);
    assertThat(result.exitCode()).as(String.join(" ", args) + ": " + result.all()).isZero();
    return result;
  }

  @Test
  void appliesGetsDescribesAndDeletesACustomResource() {
    assertThat(ok(JOB.formatted(0), "apply", "-f", "-").out())
        .contains("kaiwojob.kaiwo.silogen.ai/train created");
    assertThat(ok(JOB.formatted(2), "apply", "-f", "-").out())
        .contains("kaiwojob.kaiwo.silogen.ai/train configured");

    String table = ok(null, "get", "kaiwojobs").out();
    assertThat(table.lines().findFirst().orElseThrow().split("\\s+"))
        .containsExactly("NAME", "STATUS", "STARTTIME", "COMPLETIONTIME", "DURATION(S)", "AGE");
    assertThat(table).contains("train");

    String yaml = ok(null, "get", "kaiwojob", "train", "-o", "yaml").out();
    assertThat(yaml).contains("gpuVendor: amd", "gpus: 2", "replicas: 1");
    assertThat(ok(null, "describe", "kaiwojob", "train").out()).contains("Name:", "train");

    assertThat(ok(null, "delete", "kaiwojob", "train").out()).contains("deleted");
    assertThat(kubectl.run("get", "kaiwojobs").all()).contains("No resources found");
  }

  @Test
  void invalidObjectsAreRejectedWithTheServerMessage() {
    Result invalid =
        kubectl.withInput(JOB.formatted(-1).replace("train", "bad"), "apply", "-f", "-");
    Result unknown =
        kubectl.withInput(
            JOB.formatted(0)
                .replace("train", "odd")
                .replace("image: busybox", "image: busybox\n  colour: red"),
            "apply",
            "-f",
            "-");

    assertThat(invalid.exitCode()).isNotZero();
    assertThat(invalid.err())
        .contains(
            "The KaiwoJob \"bad\" is invalid: spec.gpus: Invalid value:"
                + " -1: spec.gpus in body should be greater than or equal to 0");
    assertThat(unknown.exitCode()).isNotZero();
    assertThat(unknown.err()).contains("strict decoding error: unknown field \"spec.colour\"");
  }

  @Test
  void scalesAModel() {
    ok(
        """
        apiVersion: kubeai.org/v1
        kind: Model
        metadata:
          name: tiny
        spec:
          url: hf://org/tiny
          engine: VLLM
          features: [TextGeneration]
        """,
        "apply",
        "-f",
        "-");

    assertThat(ok(null, "scale", "model", "tiny", "--replicas=3").out())
        .contains("model.kubeai.org/tiny scaled");
    assertThat(ok(null, "get", "model", "tiny", "-o", "jsonpath={.spec.replicas}").out())
        .isEqualTo("3");
  }

  @Test
  void listsNodesAndMergesPodsWithStrategicMergePatch() {
    sandbox
        .client()
        .nodes()
        .resource(
            new NodeBuilder()
                .withNewMetadata()
                .withName("node-1")
                .endMetadata()
                .withNewStatus()
                .addNewCondition()
                .withType("Ready")
                .withStatus("True")
                .endCondition()
                .endStatus()
                .build())
        .create();
    String pod =
        """
        apiVersion: v1
        kind: Pod
        metadata:
          name: web
        spec:
          containers:
          - name: app
            image: nginx
            env: [{name: A, value: "1"}, {name: B, value: "%s"}]
          - name: sidecar
            image: busybox
        """;

    assertThat(ok(null, "get", "nodes").out()).containsPattern("node-1\\s+Ready");
    ok(pod.formatted("2"), "apply", "-f", "-");
    assertThat(ok(pod.formatted("3"), "apply", "-f", "-").out()).contains("pod/web configured");
    assertThat(
            ok(
                    null,
                    "get",
                    "pod",
                    "web",
                    "-o",
                    "jsonpath={.spec.containers[0].env[1].value} {.spec.containers[1].name}")
                .out())
        .isEqualTo("3 sidecar");
    assertThat(ok(null, "get", "pods").out()).containsPattern("web\\s+0/2\\s+Pending");
  }

  @Test
  void createsNamespacesConfigMapsAndSecretsSentAsProtobuf() {
    ok(null, "create", "namespace", "team-a");
    ok(null, "-n", "team-a", "create", "configmap", "settings", "--from-literal=mode=fast");
    ok(null, "-n", "team-a", "create", "secret", "generic", "token", "--from-literal=pw=s3cret");

    assertThat(ok(null, "get", "namespace", "team-a", "--show-labels").out())
        .contains("kubernetes.io/metadata.name=team-a");
    assertThat(
            ok(null, "-n", "team-a", "get", "configmap", "settings", "-o", "jsonpath={.data.mode}")
                .out())
        .isEqualTo("fast");
    assertThat(
            ok(null, "-n", "team-a", "get", "secret", "token", "-o", "jsonpath={.data.pw}").out())
        .isEqualTo("czNjcmV0");
    Result deployment = kubectl.run("-n", "team-a", "create", "deployment", "web", "--image=nginx");
    assertThat(deployment.exitCode()).isNotZero();
    assertThat(deployment.err()).contains("send JSON");
  }

  @Test
  void watchesPrintChanges() throws Exception {
    ok(JOB.formatted(0).replace("train", "watched"), "apply", "-f", "-");
    Process watch = kubectl.start("get", "kaiwojobs", "--watch", "--output-watch-events");
    try {
      BufferedReader out =
          new BufferedReader(new InputStreamReader(watch.getInputStream(), StandardCharsets.UTF_8));
      List<String> lines = new ArrayList<>();
      lines.add(out.readLine());
      lines.add(out.readLine());
      ok(null, "label", "kaiwojob", "watched", "team=a");
      lines.add(CompletableFuture.supplyAsync(() -> readLine(out)).get(30, TimeUnit.SECONDS));

      assertThat(lines.get(0)).startsWith("EVENT").contains("NAME", "STATUS");
      assertThat(lines.get(1)).startsWith("ADDED").contains("watched");
      assertThat(lines.get(2)).startsWith("MODIFIED").contains("watched");
    } finally {
      watch.destroy();
      watch.waitFor(10, TimeUnit.SECONDS);
    }
  }

  private static String readLine(BufferedReader reader) {
    try {
      return reader.readLine();
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
