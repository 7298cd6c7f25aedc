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

  @Test
  void prefersTheFlagThenKubeconfigThenHomeThenTheSandbox() throws IOException {
    Path flag = file("flag.yaml");
    Path env = file("env.yaml");
    Path kube = file(".kube/config");
    Path sandbox = file(".kaiwo/sandbox/kubeconfig");
    Map<String, String> withEnv = Map.of("KUBECONFIG", home.resolve("missing") + ":" + env);

    assertThat(KubeconfigLocator.locate(context(withEnv), flag).file()).contains(flag);
    assertThat(KubeconfigLocator.locate(context(withEnv), null).file()).contains(env);
    assertThat(KubeconfigLocator.locate(context(Map.of()), null).file()).contains(kube);
    Files.delete(kube);
    KubeconfigLocator.Located found = KubeconfigLocator.locate(context(Map.of()), null);
    assertThat(found.file()).contains(sandbox);
    assertThat(found.source()).isEqualTo(KubeconfigLocator.Source.SANDBOX);
  }

  @Test
  void explainsWhatToDoWhenThereIsNoCluster() {
    assertThatThrownBy(() -> KubeconfigLocator.locate(context(Map.of()), null))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("no cluster to talk to")
        .satisfies(e -> assertThat(((UserError) e).hint()).contains("kaiwo sandbox --background"));
    assertThatThrownBy(() -> KubeconfigLocator.locate(context(Map.of("KUBECONFIG", "/nope")), null))
        .hasMessage("KUBECONFIG=/nope names no existing file");
    assertThatThrownBy(() -> KubeconfigLocator.locate(context(Map.of()), home.resolve("x")))
        .hasMessageContaining("does not exist");
  }

  @Test
  void fallsBackToInClusterConfiguration() {
    assertThat(
            KubeconfigLocator.locate(context(Map.of("KUBERNETES_SERVICE_HOST", "10.0.0.1")), null)
                .source())
        .isEqualTo(KubeconfigLocator.Source.IN_CLUSTER);
  }
}
