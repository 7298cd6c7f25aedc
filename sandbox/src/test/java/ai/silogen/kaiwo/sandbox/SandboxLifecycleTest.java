package ai.silogen.kaiwo.sandbox;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.sandbox.kubeconfig.KubeconfigWriter;
import ai.silogen.kaiwo.sandbox.spi.AdmissionPlugin;
import ai.silogen.kaiwo.sandbox.spi.SandboxComponent;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Start-up, kubeconfig, components, admission plugins and shutdown of the facade. */
class SandboxLifecycleTest {

  /** Records its lifecycle; checks on start that the API server already answers. */
  static final class RecordingComponent implements SandboxComponent {
    final List<String> events;
    final String name;

    RecordingComponent(String name, List<String> events) {
      this.name = name;
      this.events = events;
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public void start(KubernetesClient client) {
      events.add("start " + name + " namespaces=" + client.namespaces().list().getItems().size());
    }

    @Override
    public void close() {
      events.add("close " + name);
    }
  }

  @Test
  void writesAKubeconfigThatAFreshClientCanUse(@TempDir Path dir) throws IOException {
    int port = freePort();
    Path kubeconfig = dir.resolve("nested/kubeconfig");
    try (Sandbox sandbox =
        Sandbox.builder().port(port).kubeconfig(kubeconfig).installClasspathCrds(false).start()) {
      assertThat(sandbox.masterUrl()).isEqualTo("http://127.0.0.1:" + port);
      String text = Files.readString(kubeconfig);
      assertThat(text)
          .contains("server: \"http://127.0.0.1:" + port + "\"")
          .contains("current-context: \"" + KubeconfigWriter.NAME + "\"");

      Config config = Config.fromKubeconfig(text);
      try (KubernetesClient fresh = new KubernetesClientBuilder().withConfig(config).build()) {
        assertThat(config.getCurrentContext().getName()).isEqualTo("kaiwo-sandbox");
        fresh
            .configMaps()
            .resource(
                new ConfigMapBuilder().withNewMetadata().withName("via-file").endMetadata().build())
            .create();
        assertThat(sandbox.client().configMaps().withName("via-file").get()).isNotNull();
      }
    }
    assertThat(kubeconfig).as("kept by default").exists();
  }

  @Test
  void deletesItsKubeconfigOnCloseWhenAsked(@TempDir Path dir) {
    Path kubeconfig = dir.resolve("kubeconfig");
    Sandbox sandbox =
        Sandbox.builder()
            .kubeconfig(kubeconfig)
            .deleteKubeconfigOnClose(true)
            .installClasspathCrds(false)
            .start();
    assertThat(kubeconfig).exists();

    sandbox.close();
    sandbox.close();

    assertThat(kubeconfig).doesNotExist();
    assertThatThrownBy(sandbox::start).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void startsComponentsAfterTheServerAndStopsThemInReverseOrder() {
    List<String> events = new ArrayList<>();
    Sandbox sandbox =
        Sandbox.builder()
            .kubeconfig(null)
            .installClasspathCrds(false)
            .components(
                List.of(new RecordingComponent("a", events), new RecordingComponent("b", events)))
            .start();

    sandbox.close();

    assertThat(events)
        .containsExactly("start a namespaces=4", "start b namespaces=4", "close b", "close a");
  }

  @Test
  void runsAdmissionPluginsBeforeValidation() {
    AdmissionPlugin labeller =
        (operation, group, plural, object, old) -> {
          if (plural.equals("configmaps")) {
            object.withObject("metadata").withObject("labels").put("admitted", operation.name());
          }
        };
    try (Sandbox sandbox =
        Sandbox.builder()
            .kubeconfig(null)
            .installClasspathCrds(false)
            .admissionPlugin(labeller)
            .start()) {
      var configMaps = sandbox.client().configMaps();
      configMaps
          .resource(new ConfigMapBuilder().withNewMetadata().withName("c").endMetadata().build())
          .create();
      assertThat(configMaps.withName("c").get().getMetadata().getLabels())
          .containsEntry("admitted", "CREATE");

      configMaps.withName("c").edit(c -> new ConfigMapBuilder(c).addToData("k", "v").build());
      assertThat(configMaps.withName("c").get().getMetadata().getLabels())
          .containsEntry("admitted", "UPDATE");
    }
  }

  @Test
  void installsTheClasspathCrds() {
    try (Sandbox sandbox = Sandbox.builder().kubeconfig(null).start()) {
      assertThat(
              sandbox.client().apiextensions().v1().customResourceDefinitions().list().getItems())
          .extracting(crd -> crd.getMetadata().getName())
          .contains(
              "kaiwojobs.kaiwo.silogen.ai",
              "models.kubeai.org",
              "kaiwoconfigs.config.kaiwo.silogen.ai")
          .allSatisfy(name -> assertThat(name).doesNotStartWith("widgets"));
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }
}
