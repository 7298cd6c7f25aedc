package ai.silogen.kaiwo.sandbox.controlplane.testing;

import ai.silogen.kaiwo.sandbox.spi.SandboxComponent;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.server.mock.KubernetesCrudDispatcher;
import io.fabric8.kubernetes.client.server.mock.KubernetesMockServer;
import io.fabric8.mockwebserver.Context;
import io.fabric8.mockwebserver.MockWebServer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * fabric8's mock API server in CRUD mode with control-plane components started against it: the
 * smallest cluster the components can be tested on (no garbage collection, no set-based selectors,
 * no admission).
 */
public final class MockCluster implements AutoCloseable {

  /** Kept referenced so the level sticks: the mock server logs every request at INFO. */
  private static final Logger MOCK_SERVER_LOG = Logger.getLogger("io.fabric8.mockwebserver");

  static {
    MOCK_SERVER_LOG.setLevel(Level.WARNING);
  }

  private final KubernetesMockServer server;
  private final KubernetesClient client;
  private final List<SandboxComponent> components = new ArrayList<>();

  public MockCluster() {
    server =
        new KubernetesMockServer(
            new Context(),
            new MockWebServer(),
            new HashMap<>(),
            new KubernetesCrudDispatcher(),
            false);
    server.init();
    client = server.createClient();
  }

  /** Starts {@code component} against the server; it is closed with the cluster. */
  public MockCluster start(SandboxComponent component) {
    component.start(client);
    components.add(component);
    return this;
  }

  /** Starts every component in order. */
  public MockCluster startAll(List<? extends SandboxComponent> all) {
    all.forEach(this::start);
    return this;
  }

  public KubernetesClient client() {
    return client;
  }

  @Override
  public void close() {
    components.reversed().forEach(SandboxComponent::close);
    client.close();
    server.destroy();
  }
}
