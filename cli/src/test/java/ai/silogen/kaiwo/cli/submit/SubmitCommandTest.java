package ai.silogen.kaiwo.cli.submit;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.cli.follow.WorkloadFollower;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.Cli;
import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class SubmitCommandTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  private static final String JOB =
      """
      apiVersion: kaiwo.silogen.ai/v1alpha1
      kind: KaiwoJob
      metadata:
        name: train
      spec:
        image: busybox
        entrypoint: echo hello
      """;

  @Test
  void createsFromFileAndFillsInUserAndQueueFromTheFlags() {
    String ns = CLUSTER.newNamespace("submit");
    Cli cli = CLUSTER.cli();
    Path file = cli.file("job.yaml", JOB);

    CliRun run =
        cli.run("submit", "-f", file.toString(), "-n", ns, "--user", "Bob@Example.com", "-q", "q1");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.out()).isEqualTo("job/train created (namespace " + ns + ")\n");
    GenericKubernetesResource job = kaiwoJob(ns, "train");
    assertThat(spec(job))
        .containsEntry("user", "Bob@Example.com")
        .containsEntry("clusterQueue", "q1");
    assertThat(job.getMetadata().getLabels())
        .containsEntry("kaiwo.silogen.ai/user", "bob-example.com");
  }

  @Test
  void createsFromEveryFileAndDirectoryGiven() {
    String ns = CLUSTER.newNamespace("files");
    Cli cli = CLUSTER.cli();
    Path first = cli.file("jobs/a.yaml", JOB.replace("name: train", "name: a"));
    cli.file("jobs/b.yaml", JOB.replace("name: train", "name: b"));
    Path other = cli.file("c.yaml", JOB.replace("name: train", "name: c"));

    CliRun run =
        cli.run("submit", "-f", other.toString(), "-f", first.getParent().toString(), "-n", ns);

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.lines())
        .containsExactly(
            "job/c created (namespace " + ns + ")",
            "job/a created (namespace " + ns + ")",
            "job/b created (namespace " + ns + ")");
  }

  @Test
  void readsSeveralDocumentsFromStandardInputAndKeepsValuesOfTheManifest() {
    String ns = CLUSTER.newNamespace("stdin");
    Cli cli = CLUSTER.cli();
    Path config = cli.file("cfg.yaml", "user: carol@example.com\nclusterQueue: team-c\n");
    String json =
        """
        {"apiVersion": "kaiwo.silogen.ai/v1alpha1", "kind": "KaiwoService",
         "metadata": {"name": "svc"}, "spec": {"user": "dave@example.com", "image": "nginx"}}
        """;

    CliRun run =
        cli.withEnv("KAIWOCONFIG", config.toString())
            .withStdin(JOB + "---\n" + json)
            .run("submit", "-f", "-", "-n", ns);

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.lines())
        .containsExactly(
            "job/train created (namespace " + ns + ")",
            "service/svc created (namespace " + ns + ")");
    assertThat(spec(kaiwoJob(ns, "train")))
        .containsEntry("user", "carol@example.com")
        .containsEntry("clusterQueue", "team-c");
    GenericKubernetesResource service =
        CLUSTER
            .client()
            .genericKubernetesResources("kaiwo.silogen.ai/v1alpha1", "KaiwoService")
            .inNamespace(ns)
            .withName("svc")
            .get();
    assertThat(spec(service)).containsEntry("user", "dave@example.com");
  }

  @Test
  void updatesAnExistingObjectWithTheNewSpec() {
    String ns = CLUSTER.newNamespace("update");
    Cli cli = CLUSTER.cli();
    Path file = cli.file("job.yaml", JOB);
    assertThat(cli.run("submit", "-f", file.toString(), "-n", ns).exitCode()).isZero();

    CliRun same = cli.run("submit", "-f", file.toString(), "-n", ns);
    cli.file("job.yaml", JOB.replace("echo hello", "echo changed"));
    CliRun changed = cli.run("submit", "-f", file.toString(), "-n", ns);

    assertThat(same.out()).isEqualTo("job/train unchanged (namespace " + ns + ")\n");
    assertThat(changed.out()).isEqualTo("job/train updated (namespace " + ns + ")\n");
    assertThat(spec(kaiwoJob(ns, "train"))).containsEntry("entrypoint", "echo changed");
  }

  @Test
  void saysOnStandardErrorWhenTheGpuSplitWillChangeTheReplicas() {
    String ns = CLUSTER.newNamespace("split");
    Cli cli = CLUSTER.cli();
    Path file =
        cli.file("job.yaml", JOB.replace("entrypoint: echo hello", "replicas: 3\n  gpus: 4"));

    CliRun run = cli.run("submit", "-f", file.toString(), "-n", ns);

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.out()).isEqualTo("job/train created (namespace " + ns + ")\n");
    assertThat(run.err())
        .isEqualTo(
            "note: job/train: spec.replicas 3 became 4 so that 4 GPUs split evenly,"
                + " 1 per replica\n");
    CliRun cpu = cli.run("submit", "-f", cli.file("cpu.yaml", JOB).toString(), "-n", ns);
    assertThat(cpu.err()).isEmpty();
  }

  @Test
  void refusesAnUnknownGpuVendorBeforeCreatingAnything() {
    String ns = CLUSTER.newNamespace("vendor");
    Cli cli = CLUSTER.cli();
    Path file =
        cli.file("job.yaml", JOB.replace("image: busybox", "image: busybox\n  gpuVendor: intel"));

    CliRun run = cli.run("submit", "-f", file.toString(), "-n", ns);

    assertThat(run.exitCode()).as(run.toString()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err())
        .contains(
            "(job/train): spec.gpuVendor: unsupported GPU vendor 'intel' (expected amd or nvidia)");
    assertThat(kaiwoJob(ns, "train")).isNull();
    Path upper =
        cli.file("job.yaml", JOB.replace("image: busybox", "image: busybox\n  gpuVendor: NVIDIA"));
    assertThat(cli.run("submit", "-f", upper.toString(), "-n", ns).exitCode()).isZero();
  }

  @Test
  void waitsForAModelToServeAndExitsZero() {
    String ns = CLUSTER.newNamespace("wait-ok");
    Cli cli = CLUSTER.cli();
    Path file =
        cli.file(
            "model.yaml",
            """
            apiVersion: kubeai.org/v1
            kind: Model
            metadata: {name: embed}
            spec:
              features: [TextEmbedding]
              url: hf://BAAI/bge-small-en-v1.5
              engine: Infinity
              resourceProfile: cpu:1
              minReplicas: 1
            """);

    CliRun run = cli.run("submit", "-f", file.toString(), "-n", ns, "--wait", "--timeout", "3m");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.out()).contains("model/embed created").contains("model/embed: READY");
  }

  @Test
  void waitExitsWithWorkloadFailedWhenTheModelIsInvalid() {
    String ns = CLUSTER.newNamespace("wait-bad");
    Cli cli = CLUSTER.cli();
    Path file =
        cli.file(
            "model.yaml",
            """
            apiVersion: kubeai.org/v1
            kind: Model
            metadata: {name: broken}
            spec:
              features: [TextGeneration]
              url: hf://Qwen/Qwen2.5-0.5B
              engine: VLLM
              resourceProfile: no-such-profile:1
            """);

    CliRun run = cli.run("submit", "-f", file.toString(), "-n", ns, "--wait", "--timeout", "3m");

    assertThat(run.exitCode()).as(run.toString()).isEqualTo(ExitCodes.WORKLOAD_FAILED);
    assertThat(run.out()).contains("model/broken: INVALID");
    assertThat(run.err())
        .contains("error: model/broken ended INVALID")
        .contains("hint: see why with 'kaiwo describe model/broken'")
        .doesNotContain("kaiwo logs");
  }

  @Test
  void reportsTheFieldPathOfAnInvalidField() {
    String ns = CLUSTER.newNamespace("invalid");
    Cli cli = CLUSTER.cli();
    Path file = cli.file("job.yaml", JOB.replace("image: busybox", "image: busybox\n  gpus: -1"));

    CliRun run = cli.run("submit", "-f", file.toString(), "-n", ns);

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err()).contains("spec.gpus").doesNotContain("at io.fabric8");
    assertThat(run.err().lines().filter(l -> l.startsWith("error: "))).hasSize(1);
  }

  @Test
  void refusesAMisspeltFieldByNameUnlessTold() {
    String ns = CLUSTER.newNamespace("strict");
    Cli cli = CLUSTER.cli();
    Path file = cli.file("job.yaml", JOB.replace("image: busybox", "image: busybox\n  replcas: 3"));

    CliRun refused = cli.run("submit", "-f", file.toString(), "-n", ns);
    CliRun created = cli.run("submit", "-f", cli.file("ok.yaml", JOB).toString(), "-n", ns);
    CliRun refusedOnUpdate = cli.run("submit", "-f", file.toString(), "-n", ns);
    CliRun ignored = cli.run("submit", "-f", file.toString(), "-n", ns, "--validate=false");

    assertThat(refused.exitCode()).as(refused.toString()).isEqualTo(ExitCodes.FAILURE);
    assertThat(refused.err()).contains("unknown field \"spec.replcas\"");
    assertThat(refused.out()).isEmpty();
    assertThat(created.exitCode()).as(created.toString()).isZero();
    assertThat(refusedOnUpdate.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(refusedOnUpdate.err()).contains("unknown field \"spec.replcas\"");
    assertThat(ignored.exitCode()).as(ignored.toString()).isZero();
    assertThat(ignored.out()).isEqualTo("job/train unchanged (namespace " + ns + ")\n");
    assertThat(spec(kaiwoJob(ns, "train"))).doesNotContainKey("replcas");
  }

  @Test
  void aDocumentTheServerRefusesStopsTheWholeFileBeforeAnythingIsCreated() {
    String ns = CLUSTER.newNamespace("multi");
    Cli cli = CLUSTER.cli();
    String misspelt = jobsNamed("multi-b").replace("entrypoint", "entrypint");
    Path file =
        cli.file(
            "multi.yaml",
            String.join("---\n", jobsNamed("multi-a"), misspelt, jobsNamed("multi-c")));

    CliRun run = cli.run("submit", "-f", file.toString(), "-n", ns);

    assertThat(run.exitCode()).as(run.toString()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err())
        .startsWith("error: " + file + " document 2 (job/multi-b): ")
        .contains("unknown field \"spec.entrypint\"")
        .contains("nothing was submitted");
    assertThat(run.out()).isEmpty();
    assertThat(kaiwoJob(ns, "multi-a")).isNull();
    assertThat(kaiwoJob(ns, "multi-c")).isNull();
  }

  @Test
  void aFailureHalfWaySaysWhatWasSubmittedAndWhatWasNot() {
    List<Manifest> manifests = ManifestReader.parse(jobsNamed("a", "b", "c"), "jobs.yaml");
    var submitted = List.of(new WorkloadFollower.Target(manifests.getFirst().ref(), "ns"));

    assertThat(Submission.progress(manifests, submitted, 1))
        .isEqualTo("submitted before it: job/a; not submitted: job/c (jobs.yaml document 3)");
    assertThat(Submission.progress(manifests, List.of(), 0))
        .isEqualTo(
            "nothing was submitted before it; not submitted: job/b (jobs.yaml document 2),"
                + " job/c (jobs.yaml document 3)");
  }

  @Test
  void refusesAnUnknownValidateMode() {
    CliRun run = CLUSTER.cli().run("submit", "-f", "job.yaml", "--validate=warn");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
    assertThat(run.err()).contains("'warn' is not strict (or true) or ignore (or false)");
  }

  @Test
  void refusesANamespaceThatContradictsTheFile() {
    Cli cli = CLUSTER.cli();
    Path file = cli.file("job.yaml", JOB.replace("name: train", "name: train\n  namespace: a"));

    CliRun run = cli.run("submit", "-f", file.toString(), "-n", "b");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err()).contains("is in namespace a but -n says b");
  }

  @Test
  void badInputIsOneErrorLineNamingTheFileOrDocument() {
    Cli cli = CLUSTER.cli();
    Path invalidYaml = cli.file("broken.yaml", "kind: KaiwoJob\nmetadata:\n  name: [unclosed\n");
    Path unknownKind =
        cli.file("cm.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings}\n");

    CliRun missing = cli.run("submit", "-f", "no-such.yaml");
    CliRun yaml = cli.run("submit", "-f", invalidYaml.toString());
    CliRun kind = cli.run("submit", "-f", unknownKind.toString());

    assertThat(missing.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(missing.err()).startsWith("error: file no-such.yaml does not exist\n");
    assertThat(yaml.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(yaml.err())
        .startsWith("error: " + invalidYaml + " is not valid YAML or JSON")
        .contains("line ");
    assertThat(kind.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(kind.err())
        .startsWith(
            "error: " + unknownKind + " document 1: kaiwo submit does not take kind ConfigMap");
    for (CliRun run : new CliRun[] {missing, yaml, kind}) {
      assertThat(run.out()).isEmpty();
      assertThat(run.err()).doesNotContain("\tat ");
    }
  }

  /** {@link #JOB} once per name, as documents of one file. */
  private static String jobsNamed(String... names) {
    return String.join(
        "---\n",
        java.util.Arrays.stream(names).map(n -> JOB.replace("name: train", "name: " + n)).toList());
  }

  private static GenericKubernetesResource kaiwoJob(String ns, String name) {
    return CLUSTER
        .client()
        .genericKubernetesResources("kaiwo.silogen.ai/v1alpha1", "KaiwoJob")
        .inNamespace(ns)
        .withName(name)
        .get();
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> spec(GenericKubernetesResource object) {
    return (Map<String, Object>) object.getAdditionalProperties().get("spec");
  }
}
