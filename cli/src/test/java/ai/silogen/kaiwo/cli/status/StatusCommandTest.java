package ai.silogen.kaiwo.cli.status;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.Manifests;
import ai.silogen.kaiwo.cli.testing.Submitted;
import ai.silogen.kaiwo.cli.testing.TableOutput;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class StatusCommandTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  private static String ns;

  @BeforeAll
  static void runAGpuService() {
    ns = CLUSTER.newNamespace("status");
    Submitted.submitAndWait(CLUSTER.cli(), ns, Manifests.service("web", 2));
  }

  @Test
  void queuesShowAdmittedWorkloadsTheirGpusAndTheQuota() {
    await()
        .atMost(Duration.ofSeconds(60))
        .untilAsserted(
            () -> {
              CliRun run = CLUSTER.cli().run("status", "queues");
              assertThat(run.exitCode()).as(run.toString()).isZero();
              Map<String, String> kaiwo =
                  TableOutput.row(
                      TableOutput.section(run.out(), "Cluster queues"), "NAME", "kaiwo");
              assertThat(Integer.parseInt(kaiwo.get("ADMITTED"))).isPositive();
              assertThat(Long.parseLong(kaiwo.get("GPUS IN USE"))).isGreaterThanOrEqualTo(2);
              assertThat(kaiwo.get("GPU QUOTA")).isEqualTo("32");
              Map<String, String> local =
                  TableOutput.row(TableOutput.section(run.out(), "Local queues"), "NAMESPACE", ns);
              assertThat(local)
                  .containsEntry("NAME", "kaiwo")
                  .containsEntry("CLUSTER QUEUE", "kaiwo")
                  .containsEntry("ADMITTED", "1")
                  .containsEntry("GPUS IN USE", "2");
            });
  }

  @Test
  void withoutASubcommandItShowsQueuesAndNodesTogether() {
    CliRun run = CLUSTER.cli().run("status");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(TableOutput.row(TableOutput.section(run.out(), "Cluster queues"), "NAME", "kaiwo"))
        .containsEntry("GPU QUOTA", "32");
    assertThat(TableOutput.section(run.out(), "Local queues")).contains(ns);
    assertThat(run.out().substring(run.out().indexOf("Nodes:")))
        .contains("mi300x-0")
        .containsPattern("GPUs requested: \\d+ of 32");
  }

  @Test
  void gpusShowEachNodeWithTheGpusItsPodsRequest() {
    CliRun run = CLUSTER.cli().run("status", "gpus");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    List<Map<String, String>> nodes = TableOutput.parse(run.out().split("\n\n")[0]);
    assertThat(nodes)
        .extracting(n -> n.get("NODE"))
        .containsExactly("cpu-0", "h100-0", "h100-1", "mi300x-0", "mi300x-1");
    assertThat(TableOutput.row(run.out().split("\n\n")[0], "NODE", "h100-0"))
        .containsEntry("VENDOR", "nvidia")
        .containsEntry("GPU MODEL", "NVIDIA-H100-80GB-HBM3")
        .containsEntry("GPUS", "0/8");
    long amdUsed =
        nodes.stream()
            .filter(n -> n.get("VENDOR").equals("amd"))
            .mapToLong(n -> Long.parseLong(n.get("GPUS").split("/")[0]))
            .sum();
    assertThat(amdUsed).isGreaterThanOrEqualTo(2);
    assertThat(run.out()).containsPattern("GPUs requested: \\d+ of 32");
  }

  @Test
  void gpusFilterByVendor() {
    CliRun run = CLUSTER.cli().run("status", "gpus", "--vendor", "nvidia");

    assertThat(TableOutput.parse(run.out().split("\n\n")[0]))
        .extracting(n -> n.get("NODE"))
        .containsExactly("h100-0", "h100-1");
  }
}
