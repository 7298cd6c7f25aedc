package ai.silogen.kaiwo.gateway.proxy;

import ai.silogen.kaiwo.gateway.auth.ApiKeyAuthenticator;
import ai.silogen.kaiwo.gateway.discovery.ModelCatalog;
import ai.silogen.kaiwo.gateway.discovery.ModelInfo;
import ai.silogen.kaiwo.gateway.metrics.GatewayMetrics;
import ai.silogen.kaiwo.gateway.openai.ModelResolver;
import ai.silogen.kaiwo.gateway.openai.OpenAiRequestParser;
import ai.silogen.kaiwo.gateway.routing.EndpointGroup;
import ai.silogen.kaiwo.gateway.routing.LoadBalancer;
import ai.silogen.kaiwo.gateway.routing.ObservedEndpoint;
import ai.silogen.kaiwo.gateway.scaling.ModelScaler;
import ai.silogen.kaiwo.gateway.scaling.ScaleFromZero;
import ai.silogen.kaiwo.gateway.server.GatewayHandlers;
import ai.silogen.kaiwo.gateway.server.GatewayServer;
import ai.silogen.kaiwo.gateway.server.ModelsEndpoint;
import ai.silogen.kaiwo.gateway.server.ServerSettings;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;

/**
 * A gateway server without Kubernetes for proxy tests: models and endpoints are put in directly,
 * scale writes go to a {@link ModelScaler} the test provides.
 */
public final class TestGateway implements AutoCloseable {
  public static final String NAMESPACE = "default";

  public final ModelCatalog catalog = new ModelCatalog();
  public final LoadBalancer loadBalancer = new LoadBalancer();
  public final GatewayMetrics metrics = new GatewayMetrics();
  private final GatewayServer server;
  private final HttpClient http =
      HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

  private TestGateway(
      ProxySettings settings,
      ApiKeyAuthenticator auth,
      ModelScaler scaler,
      Duration clientBodyTimeout) {
    InferenceHandler inference =
        new InferenceHandler(
            settings,
            new OpenAiRequestParser(),
            new ModelResolver(NAMESPACE, catalog),
            auth,
            loadBalancer,
            new ScaleFromZero(catalog, scaler, Executors.newVirtualThreadPerTaskExecutor()),
            metrics);
    GatewayHandlers handlers =
        new GatewayHandlers(
            inference, new ModelsEndpoint(catalog, NAMESPACE, auth), metrics, () -> true);
    server =
        GatewayServer.start(
            new ServerSettings(
                "127.0.0.1",
                0,
                2,
                8 * 1024,
                64,
                Duration.ofSeconds(2),
                Duration.ZERO,
                clientBodyTimeout),
            handlers);
  }

  /** Defaults: 64 KiB body limit, 3 retries, 5 s endpoint wait, no auth, scaler fails. */
  public static TestGateway start() {
    return start(settings(), ApiKeyAuthenticator.disabled(), noScaling());
  }

  public static TestGateway start(
      ProxySettings settings, ApiKeyAuthenticator auth, ModelScaler scaler) {
    return start(settings, auth, scaler, Duration.ofSeconds(60));
  }

  /** With {@code clientBodyTimeout} as the longest wait between two reads of a request body. */
  public static TestGateway start(
      ProxySettings settings,
      ApiKeyAuthenticator auth,
      ModelScaler scaler,
      Duration clientBodyTimeout) {
    return new TestGateway(settings, auth, scaler, clientBodyTimeout);
  }

  public static ProxySettings settings() {
    return new ProxySettings(64 * 1024, Long.MAX_VALUE, 3, Duration.ofSeconds(5), false, true);
  }

  public static ModelScaler noScaling() {
    return (namespace, name, replicas) -> {
      throw new IllegalStateException("no scaling in this test");
    };
  }

  public int port() {
    return server.port();
  }

  public URI uri(String path) {
    return URI.create("http://127.0.0.1:" + port() + path);
  }

  /**
   * Adds a model and sets its endpoints ({@code host:port} each, named {@code <ns>/pod-<i>}), each
   * with all the model's adapters loaded.
   */
  public EndpointGroup serve(ModelInfo model, String... addresses) {
    catalog.put(model);
    EndpointGroup group = loadBalancer.group(model.modelKey());
    List<ObservedEndpoint> endpoints = new ArrayList<>();
    for (int i = 0; i < addresses.length; i++) {
      endpoints.add(
          new ObservedEndpoint(
              model.namespace() + "/pod-" + i, addresses[i], model.served().adapters()));
    }
    group.replaceEndpoints(endpoints);
    return group;
  }

  /** POSTs {@code json} to {@code path} with extra {@code headers} (name, value, ...). */
  public HttpResponse<String> post(String path, String json, String... headers) throws Exception {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(uri(path))
            .timeout(Duration.ofSeconds(20))
            .header("content-type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(json));
    for (int i = 0; i < headers.length; i += 2) {
      request.header(headers[i], headers[i + 1]);
    }
    return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  public HttpResponse<String> get(String path, String... headers) throws Exception {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(uri(path)).timeout(Duration.ofSeconds(20)).GET();
    for (int i = 0; i < headers.length; i += 2) {
      request.header(headers[i], headers[i + 1]);
    }
    return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }

  public HttpClient http() {
    return http;
  }

  /** A chat request body for {@code model}. */
  public static String chat(String model, boolean stream, int maxTokens) {
    return "{\"model\":\""
        + model
        + "\",\"stream\":"
        + stream
        + ",\"max_tokens\":"
        + maxTokens
        + ",\"messages\":[{\"role\":\"user\",\"content\":\"hello there\"}]}";
  }

  @Override
  public void close() {
    server.close();
  }
}
