package ai.silogen.kaiwo.cli.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.testing.CliRun;
import ai.silogen.kaiwo.cli.testing.Manifests;
import ai.silogen.kaiwo.cli.testing.Submitted;
import ai.silogen.kaiwo.cli.testing.TestCluster;
import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.slf4j.LoggerFactory;

class ExecCommandTest {
  @RegisterExtension static final TestCluster CLUSTER = new TestCluster();

  @Test
  void reportsTheSandboxRefusalInOneLine() {
    String ns = CLUSTER.newNamespace("exec");
    Submitted.submitAndWait(CLUSTER.cli(), ns, Manifests.service("web", 0));

    CliRun run = CLUSTER.cli().run("exec", "service/web", "-n", ns, "--", "ls", "-l");

    assertThat(run.exitCode()).as(run.toString()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err().lines().filter(l -> l.startsWith("error: ")))
        .singleElement()
        .asString()
        .contains("exec is not supported by the kaiwo sandbox");
    assertThat(run.err()).doesNotContain("\tat ");
  }

  @Test
  void theClientLogsNoStackTraceOfItsOwn() {
    String ns = CLUSTER.newNamespace("exec-log");
    Submitted.submitAndWait(CLUSTER.cli(), ns, Manifests.service("web", 0));
    Logger client = (Logger) LoggerFactory.getLogger("io.fabric8.kubernetes.client.dsl.internal");
    ListAppender<ILoggingEvent> logged = new ListAppender<>();
    logged.start();
    client.addAppender(logged);
    try {
      CliRun run = CLUSTER.cli().run("exec", "service/web", "-n", ns, "--", "ls");

      assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
      // The client logs its failure on its own thread, about 0.1 s after the command has its
      // exception: watch for it for a while.
      await()
          .during(Duration.ofSeconds(1))
          .atMost(Duration.ofSeconds(2))
          .until(() -> logged.list.stream().noneMatch(e -> e.getLevel() == Level.ERROR));
    } finally {
      client.detachAppender(logged);
    }
  }

  @Test
  void needsARunningPod() {
    String ns = CLUSTER.newNamespace("exec-none");
    Submitted.submit(
        CLUSTER.cli(), ns, Manifests.gpuJob("queued", 1).replace("gpus: 1", "gpus: 1000"));

    CliRun run = CLUSTER.cli().run("exec", "job/queued", "-n", ns, "--", "ls");

    assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    assertThat(run.err()).contains("job/queued has no running pod");
  }
}
