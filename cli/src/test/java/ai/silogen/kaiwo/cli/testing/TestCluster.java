package ai.silogen.kaiwo.cli.testing;

import ai.silogen.kaiwo.cli.sandbox.LocalCluster;
import ai.silogen.kaiwo.sandbox.SimulatedCluster;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.OptionalDouble;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A JUnit extension giving tests what {@code kaiwo sandbox} runs (API server, simulated cluster
 * with model engines, operator, gateway), with job pods that run for one second. One cluster serves
 * every test class of the run (starting it takes seconds on a loaded machine); it closes when the
 * run ends. Tests isolate themselves with a fresh namespace each ({@link #newNamespace}).
 *
 * <pre>{@code
 * @RegisterExtension static final TestCluster CLUSTER = new TestCluster();
 * }</pre>
 */
public final class TestCluster implements BeforeAllCallback {
  private static final AtomicInteger NAMESPACES = new AtomicInteger();

  private Shared shared;

  @Override
  public void beforeAll(ExtensionContext context) {
    shared =
        context
            .getRoot()
            .getStore(ExtensionContext.Namespace.GLOBAL)
            .getOrComputeIfAbsent(Shared.class, key -> Shared.start(), Shared.class);
  }

  public KubernetesClient client() {
    return shared.cluster.sandbox().client();
  }

  public Path kubeconfig() {
    return shared.kubeconfig;
  }

  public LocalCluster localCluster() {
    return shared.cluster;
  }

  /** A CLI in a temporary home with {@code KUBECONFIG} pointing at this cluster. */
  public Cli cli() {
    return Cli.inTemporaryHome().withEnv("KUBECONFIG", kubeconfig().toString());
  }

  /**
   * What the gateway's {@code /metrics} reports as {@code kaiwo_gateway_requests_active} for {@code
   * modelKey} ({@code namespace/name}), if it reports the model at all.
   */
  public OptionalDouble gatewayActiveRequests(String modelKey) {
    String url = shared.cluster.gatewayUrl().replace("/openai/v1", "/metrics");
    String prefix = "kaiwo_gateway_requests_active{model=\"" + modelKey + "\"} ";
    try (HttpClient http = HttpClient.newHttpClient()) {
      return http.send(
              HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString())
          .body()
          .lines()
          .filter(line -> line.startsWith(prefix))
          .mapToDouble(line -> Double.parseDouble(line.substring(prefix.length())))
          .findFirst();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** Creates a namespace no other test uses and returns its name. */
  public String newNamespace(String prefix) {
    String name = prefix + "-" + NAMESPACES.incrementAndGet();
    client()
        .namespaces()
        .resource(new NamespaceBuilder().withNewMetadata().withName(name).endMetadata().build())
        .create();
    return name;
  }

  /**
   * Deletes a namespace and what is in it. Tests whose pods would otherwise hold a node's CPU and
   * memory for the rest of the run (a pod waiting for a missing Secret is bound to its node) call
   * it when they end, so that later tests on the shared cluster still find room.
   */
  public void deleteNamespace(String name) {
    client().namespaces().withName(name).delete();
  }

  /** The cluster of the test run; JUnit closes it with the root store. */
  private record Shared(LocalCluster cluster, Path kubeconfig) implements AutoCloseable {

    static Shared start() {
      try {
        Path kubeconfig = Files.createTempDirectory("kaiwo-cli-cluster").resolve("kubeconfig");
        LocalCluster cluster =
            LocalCluster.start(
                new LocalCluster.Settings(
                    0,
                    0,
                    kubeconfig,
                    SimulatedCluster.Options.defaults().withDefaultRunTime(Duration.ofSeconds(1))));
        return new Shared(cluster, kubeconfig);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }

    @Override
    public void close() {
      cluster.close();
    }
  }
}
