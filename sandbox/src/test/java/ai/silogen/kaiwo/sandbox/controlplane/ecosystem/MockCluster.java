package ai.silogen.kaiwo.sandbox.controlplane.ecosystem;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Json;
import ai.silogen.kaiwo.sandbox.spi.AdmissionPlugin;
import ai.silogen.kaiwo.sandbox.spi.SandboxComponent;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinition;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.server.mock.KubernetesCrudDispatcher;
import io.fabric8.kubernetes.client.server.mock.KubernetesMockServer;
import io.fabric8.mockwebserver.Context;
import io.fabric8.mockwebserver.MockWebServer;
import io.fabric8.mockwebserver.http.Buffer;
import io.fabric8.mockwebserver.http.MockResponse;
import io.fabric8.mockwebserver.http.RecordedRequest;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * fabric8's CRUD mock server with the ecosystem CRDs installed and the admission plugins called on
 * create, for testing the stand-ins without the full sandbox. Components are closed with the
 * cluster.
 */
public final class MockCluster implements AutoCloseable {

  private static final Pattern RESOURCE_PATH =
      Pattern.compile(
          "^/(?:api/(?<coreVersion>[^/]+)|apis/(?<group>[^/]+)/[^/]+)(?:/namespaces/[^/]+)?/(?<plural>[^/?]+)(?:\\?.*)?$");

  private final KubernetesMockServer server;
  private final KubernetesClient client;
  private final List<SandboxComponent> components = new ArrayList<>();

  public MockCluster(List<AdmissionPlugin> plugins) {
    // The mock server logs every request through java.util.logging.
    java.util.logging.Logger.getLogger(MockWebServer.class.getName())
        .setLevel(java.util.logging.Level.WARNING);
    server =
        new KubernetesMockServer(
            new Context(),
            new MockWebServer(),
            new HashMap<>(),
            new AdmittingDispatcher(plugins),
            false);
    server.init();
    client = server.createClient();
    for (CustomResourceDefinition crd : EcosystemCrds.load()) {
      client.apiextensions().v1().customResourceDefinitions().resource(crd).create();
    }
  }

  public KubernetesClient client() {
    return client;
  }

  /** Starts a component against this cluster; it stops when the cluster closes. */
  public void start(SandboxComponent component) {
    component.start(client);
    components.add(component);
  }

  @Override
  public void close() {
    components.forEach(SandboxComponent::close);
    client.close();
    server.destroy();
  }

  /** Calls the admission plugins on every create, as the sandbox's API server does. */
  private static final class AdmittingDispatcher extends KubernetesCrudDispatcher {
    private final List<AdmissionPlugin> plugins;

    AdmittingDispatcher(List<AdmissionPlugin> plugins) {
      super(List.of());
      this.plugins = plugins;
    }

    @Override
    public MockResponse handleCreate(RecordedRequest request) {
      Matcher matcher = RESOURCE_PATH.matcher(request.getPath());
      if (!matcher.matches() || plugins.isEmpty()) {
        return super.handleCreate(request);
      }
      String group = matcher.group("coreVersion") != null ? "" : matcher.group("group");
      try {
        ObjectNode object = (ObjectNode) Json.MAPPER.readTree(request.getUtf8Body());
        for (AdmissionPlugin plugin : plugins) {
          plugin.admit(
              AdmissionPlugin.Operation.CREATE, group, matcher.group("plural"), object, null);
        }
        byte[] body = Json.MAPPER.writeValueAsString(object).getBytes(StandardCharsets.UTF_8);
        return super.handleCreate(
            new RecordedRequest(
                request.getHttpVersion(),
                request.method(),
                request.getPath(),
                request.getHeaders(),
                new Buffer(body)));
      } catch (JsonProcessingException e) {
        return new MockResponse().setResponseCode(400).setBody(e.getMessage());
      }
    }
  }
}
