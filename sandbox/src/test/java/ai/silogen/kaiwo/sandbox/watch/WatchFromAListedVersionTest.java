package ai.silogen.kaiwo.sandbox.watch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.sandbox.testing.SandboxExtension;
import io.fabric8.kubernetes.api.model.ConfigMap;
import io.fabric8.kubernetes.api.model.ConfigMapBuilder;
import io.fabric8.kubernetes.api.model.ListOptionsBuilder;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.Watch;
import io.fabric8.kubernetes.client.Watcher;
import io.fabric8.kubernetes.client.WatcherException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A watch from the version of a list sees what changed in between, deletions included. */
class WatchFromAListedVersionTest {

  @RegisterExtension
  static final SandboxExtension SANDBOX = SandboxExtension.with(b -> b.installClasspathCrds(false));

  @Test
  void anObjectDeletedBetweenTheListAndTheWatchArrivesAsDeleted() {
    KubernetesClient client = SANDBOX.client();
    namespace(client, "gap");
    create(client, "kept");
    create(client, "deleted");
    String listed =
        client.configMaps().inNamespace("gap").list().getMetadata().getResourceVersion();
    client.configMaps().inNamespace("gap").withName("deleted").delete();
    await().until(() -> client.configMaps().inNamespace("gap").withName("deleted").get() == null);
    create(client, "added");

    List<String> events = new CopyOnWriteArrayList<>();
    try (Watch ignored =
        client
            .configMaps()
            .inNamespace("gap")
            .watch(new ListOptionsBuilder().withResourceVersion(listed).build(), record(events))) {
      await()
          .atMost(Duration.ofSeconds(10))
          .untilAsserted(() -> assertThat(events).contains("DELETED deleted", "ADDED added"));
      // Not replayed: the client listed it already.
      assertThat(events).doesNotContain("ADDED kept");
      assertThat(events.indexOf("DELETED deleted")).isLessThan(events.indexOf("ADDED added"));
    }
  }

  @Test
  void aWatchWithoutAVersionGetsNoOldDeletions() {
    KubernetesClient client = SANDBOX.client();
    namespace(client, "fresh");
    client.configMaps().inNamespace("fresh").resource(configMap("fresh", "old")).create();
    client.configMaps().inNamespace("fresh").withName("old").delete();
    client.configMaps().inNamespace("fresh").resource(configMap("fresh", "now")).create();

    List<String> events = new CopyOnWriteArrayList<>();
    try (Watch ignored = client.configMaps().inNamespace("fresh").watch(record(events))) {
      await().atMost(Duration.ofSeconds(10)).until(() -> events.contains("ADDED now"));
      assertThat(events).containsExactly("ADDED now");
    }
  }

  private static void namespace(KubernetesClient client, String name) {
    client
        .namespaces()
        .resource(new NamespaceBuilder().withNewMetadata().withName(name).endMetadata().build())
        .create();
  }

  private static void create(KubernetesClient client, String name) {
    client.configMaps().inNamespace("gap").resource(configMap("gap", name)).create();
  }

  private static ConfigMap configMap(String namespace, String name) {
    return new ConfigMapBuilder()
        .withNewMetadata()
        .withName(name)
        .withNamespace(namespace)
        .endMetadata()
        .build();
  }

  private static Watcher<ConfigMap> record(List<String> events) {
    return new Watcher<>() {
      @Override
      public void eventReceived(Action action, ConfigMap object) {
        events.add(action + " " + object.getMetadata().getName());
      }

      @Override
      public void onClose(WatcherException cause) {}
    };
  }
}
