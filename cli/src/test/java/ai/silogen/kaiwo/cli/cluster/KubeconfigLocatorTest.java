package ai.silogen.kaiwo.cli.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.support.UserError;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KubeconfigLocatorTest {
  @TempDir Path home;

  private CliContext context(Map<String, String> env) {
    return new CliContext(
        env,
        home,
        InputStream.nullInputStream(),
        new PrintWriter(new StringWriter()),
        new PrintWriter(new StringWriter()),
        false);
  }

  private Path file(String relative) throws IOException {
    Path file = home.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, "apiVersion: v1\nkind: Config\n");
    return file;
  }

  private static final KubeconfigLocator.SandboxProbe RUNNING =
      kubeconfig -> new KubeconfigLocator.SandboxCheck("http://127.0.0.1:6443", true);
  private static final KubeconfigLocator.SandboxProbe GONE =
      kubeconfig -> new KubeconfigLocator.SandboxCheck("http://127.0.0.1:6443", false);

  @Test
  void prefersTheFlagThenKubeconfigThenARunningSandboxThenHome() throws IOException {
    Path flag = file("flag.yaml");
    Path env = file("env.yaml");
    Path kube = file(".kube/config");
    Path sandbox = file(".kaiwo/sandbox/kubeconfig");
    Map<String, String> withEnv = Map.of("KUBECONFIG", home.resolve("missing") + ":" + env);

    assertThat(KubeconfigLocator.locate(context(withEnv), flag, RUNNING).file()).contains(flag);
    assertThat(KubeconfigLocator.locate(context(withEnv), null, RUNNING).file()).contains(env);
    KubeconfigLocator.Located found = KubeconfigLocator.locate(context(Map.of()), null, RUNNING);
    assertThat(found.file()).contains(sandbox);
    assertThat(found.source()).isEqualTo(KubeconfigLocator.Source.SANDBOX);
    assertThat(found.passedOver()).contains(kube);
    assertThat(KubeconfigLocator.locate(context(Map.of()), null, GONE).file()).contains(kube);
    Files.delete(kube);
    assertThat(KubeconfigLocator.locate(context(Map.of()), null, RUNNING).passedOver()).isEmpty();
  }

  @Test
  void aSandboxThatDidNotStopCleanlyBlocksTheFallBackToTheHomeKubeconfig() throws IOException {
    Path kube = file(".kube/config");
    file(".kaiwo/sandbox/kubeconfig");
    Files.writeString(home.resolve(".kaiwo/sandbox/sandbox.pid"), "4242\n");

    assertThatThrownBy(() -> KubeconfigLocator.locate(context(Map.of()), null, GONE))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("the sandbox is not running")
        .hasMessageContaining("http://127.0.0.1:6443")
        .hasMessageContaining("does not fall back to " + kube)
        .satisfies(
            e ->
                assertThat(((UserError) e).hint())
                    .contains("kaiwo sandbox --stop")
                    .contains("--kubeconfig " + kube));
  }

  @Test
  void explainsWhatToDoWhenThereIsNoCluster() {
    assertThatThrownBy(() -> KubeconfigLocator.locate(context(Map.of()), null, GONE))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("no cluster to talk to")
        .satisfies(e -> assertThat(((UserError) e).hint()).contains("kaiwo sandbox --background"));
    assertThatThrownBy(
            () -> KubeconfigLocator.locate(context(Map.of("KUBECONFIG", "/nope")), null, GONE))
        .hasMessage("KUBECONFIG=/nope names no existing file");
    assertThatThrownBy(() -> KubeconfigLocator.locate(context(Map.of()), home.resolve("x"), GONE))
        .hasMessageContaining("does not exist");
  }

  @Test
  void fallsBackToInClusterConfiguration() {
    assertThat(
            KubeconfigLocator.locate(
                    context(Map.of("KUBERNETES_SERVICE_HOST", "10.0.0.1")), null, GONE)
                .source())
        .isEqualTo(KubeconfigLocator.Source.IN_CLUSTER);
  }
}
