package ai.silogen.kaiwo.cli.list;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.cli.testing.Cli;
import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.Manifests;
import ai.silogen.kaiwo.cli.testing.Submitted;
import ai.silogen.kaiwo.cli.testing.TableOutput;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class ListCommandTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  private static String ns;

  @BeforeAll
  static void submitWorkloads() {
    ns = CLUSTER.newNamespace("list");
    Cli cli = CLUSTER.cli();
    submit(cli, ns, job("alice-job", "alice@example.com", "gpus: 8"));
    submit(cli, ns, job("bob-job", "bob@example.com", "gpus: 2\n  clusterQueue: team-b"));
    submit(
        cli,
        ns,
        """
        apiVersion: kubeai.org/v1
        kind: Model
        metadata: {name: alice-model, labels: {kaiwo.silogen.ai/user: alice-example.com}}
        spec: {features: [TextEmbedding], url: "hf://BAAI/bge-small-en-v1.5", engine: Infinity,
               resourceProfile: "cpu:1"}
        """);
  }

  @Test
  void printsATableOfAllKinds() {
    CliRun run = CLUSTER.cli().run("list", "-n", ns, "--all-users");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.lines().get(0))
        .matches("NAME +NAMESPACE +USER +QUEUE +STATUS +GPUS +AGE +DURATION");
    assertThat(TableOutput.parse(run.out()))
        .extracting(row -> row.get("NAME"))
        .containsExactly("job/alice-job", "job/bob-job", "model/alice-model");
    Map<String, String> alice = TableOutput.row(run.out(), "NAME", "job/alice-job");
    assertThat(alice)
        .containsEntry("NAMESPACE", ns)
        .containsEntry("USER", "alice@example.com")
        .containsEntry("QUEUE", "(default)")
        .containsEntry("GPUS", "8");
    assertThat(TableOutput.row(run.out(), "NAME", "job/bob-job"))
        .containsEntry("QUEUE", "team-b")
        .containsEntry("GPUS", "2");
    assertThat(TableOutput.row(run.out(), "NAME", "model/alice-model"))
        .containsEntry("GPUS", "0")
        .containsEntry("QUEUE", "-");
  }

  @Test
  void aModelsGpusAreThoseItsReplicasAskFor() {
    String gpus = CLUSTER.newNamespace("model-gpus");
    submit(
        CLUSTER.cli(),
        gpus,
        """
        apiVersion: kubeai.org/v1
        kind: Model
        metadata: {name: llama}
        spec: {features: [TextGeneration], url: "hf://meta-llama/Llama-3.1-8B-Instruct",
               engine: VLLM, resourceProfile: "amd-gpu-mi300x:2", minReplicas: 2}
        """);

    await()
        .atMost(Duration.ofSeconds(30))
        .untilAsserted(
            () -> {
              CliRun run = CLUSTER.cli().run("list", "models", "-n", gpus, "--all-users");
              assertThat(TableOutput.row(run.out(), "NAME", "model/llama"))
                  .containsEntry("GPUS", "4");
            });
  }

  @Test
  void filtersByUserFromTheFlagOrTheConfigFile() {
    Cli cli = CLUSTER.cli();
    CliRun byFlag = cli.run("list", "jobs", "-n", ns, "--user", "BOB@example.com");
    cli.file(".config/kaiwo/kaiwoconfig.yaml", "user: alice@example.com\n");
    CliRun byConfig = cli.run("list", "-n", ns);
    CliRun everyone = cli.run("list", "-n", ns, "--all-users");

    assertThat(TableOutput.parse(byFlag.out()))
        .extracting(r -> r.get("NAME"))
        .containsExactly("job/bob-job");
    assertThat(TableOutput.parse(byConfig.out()))
        .extracting(r -> r.get("NAME"))
        .containsExactly("job/alice-job", "model/alice-model");
    assertThat(TableOutput.parse(everyone.out())).hasSize(3);
  }

  @Test
  void modelsShowTheirUserAsJobsDoAndOnesWithoutAUserAreNotHidden() {
    String models = CLUSTER.newNamespace("list-users");
    Cli cli = CLUSTER.cli();
    String model =
        """
        apiVersion: kubeai.org/v1
        kind: Model
        metadata: {name: %s}
        spec: {features: [TextEmbedding], url: "hf://BAAI/bge-small-en-v1.5", engine: Infinity,
               resourceProfile: "cpu:1"}
        """;
    submit(cli, models, model.formatted("shared"));
    submit(cli, models, job("bob-job", "bob@example.com", "gpus: 0"));
    Path config = cli.file(".config/kaiwo/kaiwoconfig.yaml", "user: alice@example.com\n");
    submit(cli, models, model.formatted("alices"));

    CliRun run = cli.run("list", "-n", models);

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(TableOutput.parse(run.out()))
        .extracting(r -> r.get("NAME") + " " + r.get("USER"))
        .containsExactlyInAnyOrder("model/alices alice@example.com", "model/shared -");
    assertThat(run.err())
        .contains("1 workload of users other than alice@example.com not shown; --all-users");
    assertThat(config).exists();
  }

  @Test
  void listsAllNamespacesAndSaysWhenNothingMatches() {
    String other = CLUSTER.newNamespace("list-other");
    submit(CLUSTER.cli(), other, job("elsewhere", "alice@example.com", "gpus: 1"));

    CliRun all = CLUSTER.cli().run("list", "jobs", "-A", "--all-users");
    CliRun none = CLUSTER.cli().run("list", "-n", ns, "--user", "nobody");

    assertThat(TableOutput.parse(all.out()))
        .extracting(r -> r.get("NAMESPACE") + "/" + r.get("NAME"))
        .contains(ns + "/job/alice-job", other + "/job/elsewhere");
    assertThat(none.exitCode()).isZero();
    assertThat(none.out()).isEmpty();
    assertThat(none.err()).contains("No workloads of user nobody in namespace " + ns);
  }

  @Test
  void printsObjectsAsJsonOrYaml() {
    CliRun json = CLUSTER.cli().run("list", "models", "-n", ns, "--all-users", "-o", "json");
    CliRun yaml = CLUSTER.cli().run("list", "jobs", "-n", ns, "--all-users", "-o", "yaml");

    assertThat(json.out()).contains("\"kind\" : \"List\"").contains("\"name\" : \"alice-model\"");
    assertThat(yaml.out()).contains("kind: KaiwoJob").contains("name: bob-job");
    assertThat(yaml.out().split("(?m)^---$")).hasSize(3);
  }

  @Test
  void noObjectsPrintAnEmptyListInYamlAsInJson() {
    String empty = CLUSTER.newNamespace("list-empty");

    CliRun yaml = CLUSTER.cli().run("list", "-n", empty, "-o", "yaml");
    CliRun json = CLUSTER.cli().run("list", "-n", empty, "-o", "json");

    assertThat(yaml.exitCode()).as(yaml.toString()).isZero();
    assertThat(yaml.out()).contains("kind: List").contains("items: []");
    assertThat(json.out()).contains("\"kind\" : \"List\"").contains("\"items\" : [ ]");
  }

  @Test
  void widePrintsTheDetailOfModels() {
    CliRun run = CLUSTER.cli().run("list", "models", "-n", ns, "--all-users", "-o", "wide");

    assertThat(TableOutput.row(run.out(), "NAME", "model/alice-model").get("DETAIL"))
        .startsWith("cpu:1, ");
  }

  @Test
  void wideShowsWhyAWaitingJobsPodIsStuckAsSubmitWaitDoes() {
    String stuck = CLUSTER.newNamespace("list-stuck");
    Cli cli = CLUSTER.cli();
    Submitted.submit(cli, stuck, Manifests.jobNeedingSecret("needs-token"));
    Submitted.submit(cli, stuck, Manifests.gpuJob("fine", 0));

    await()
        .atMost(Duration.ofSeconds(60))
        .untilAsserted(
            () -> {
              CliRun run = cli.run("list", "-n", stuck, "--all-users", "-o", "wide");
              assertThat(TableOutput.row(run.out(), "NAME", "job/needs-token").get("DETAIL"))
                  .matches(
                      "pod needs-token-\\S+: CreateContainerConfigError: secret \"hf-token\""
                          + " not found");
              assertThat(TableOutput.row(run.out(), "NAME", "job/fine").get("DETAIL"))
                  .isEqualTo("Job completed");
            });
    CLUSTER.deleteNamespace(stuck);
  }

  @Test
  void watchPrintsNewWorkloadsAsTheyAppear() throws Exception {
    String watched = CLUSTER.newNamespace("watch");
    Cli cli = CLUSTER.cli();
    AtomicReference<CliRun> result = new AtomicReference<>();
    java.io.StringWriter live = new java.io.StringWriter();
    java.io.StringWriter liveErrors = new java.io.StringWriter();
    Thread watcher =
        new Thread(
            () ->
                result.set(
                    cli.withOutput(live)
                        .withErrors(liveErrors)
                        .run("list", "-n", watched, "-w", "--all-users")));
    watcher.start();
    await()
        .atMost(Duration.ofSeconds(30))
        .until(() -> liveErrors.toString().contains("No workloads in namespace " + watched));

    submit(cli, watched, job("late", "alice@example.com", "gpus: 1"));

    await()
        .atMost(Duration.ofSeconds(30))
        .pollInterval(Duration.ofMillis(100))
        .until(() -> live.toString().contains("job/late"));
    watcher.interrupt();
    watcher.join(10_000);
    assertThat(live.toString().lines().filter(l -> l.startsWith("NAME"))).hasSize(1);
  }

  private static String job(String name, String user, String extra) {
    return """
        apiVersion: kaiwo.silogen.ai/v1alpha1
        kind: KaiwoJob
        metadata:
          name: %s
        spec:
          user: %s
          %s
          image: busybox
        """
        .formatted(name, user, extra);
  }

  private static void submit(Cli cli, String namespace, String yaml) {
    CliRun run = cli.withStdin(yaml).run("submit", "-f", "-", "-n", namespace);
    assertThat(run.exitCode()).as(run.toString()).isZero();
  }
}
