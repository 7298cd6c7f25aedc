package ai.silogen.kaiwo.cli.chat;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.Cli;
import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.Manifests;
import ai.silogen.kaiwo.cli.testing.Submitted;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import io.fabric8.kubernetes.api.model.Pod;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Chat against a model server directly (an OpenAI-compatible endpoint like the gateway). */
class ChatCommandTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  private static String endpoint;

  @BeforeAll
  static void serveAModel() {
    String ns = CLUSTER.newNamespace("chat");
    Submitted.submitAndWait(CLUSTER.cli(), ns, Manifests.cpuModel("tiny"));
    Pod pod = CLUSTER.client().pods().inNamespace(ns).list().getItems().get(0);
    endpoint =
        "http://127.0.0.1:" + pod.getMetadata().getAnnotations().get(KubeAiLabels.MODEL_POD_PORT);
  }

  @Test
  void streamsTheAnswerToAPrompt() {
    CliRun run = Cli.inTemporaryHome().run("chat", "tiny", "Say hello", "--gateway", endpoint);

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.out()).endsWith("\n");
    assertThat(run.out().strip()).isNotEmpty();
  }

  @Test
  void chatsInteractivelyUntilAnEmptyLine() {
    CliRun run =
        Cli.inTemporaryHome()
            .withStdin("first question\nsecond question\n\nnot asked\n")
            .run("chat", "tiny", "--gateway", endpoint + "/v1");

    assertThat(run.exitCode()).as(run.toString()).isZero();
    assertThat(run.lines().get(0)).isEqualTo("Chatting with tiny; an empty line or Ctrl-D ends.");
    assertThat(run.out().split("> ", -1)).hasSize(4);
  }

  @Test
  void saysWhenTheGatewayIsUnreachable() {
    CliRun run = Cli.inTemporaryHome().run("chat", "tiny", "hi", "--gateway", "http://127.0.0.1:1");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err())
        .contains("error: cannot reach the gateway at http://127.0.0.1:1/v1/chat/completions");
  }
}
