package ai.silogen.kaiwo.bench.overhead;

import ai.silogen.kaiwo.bench.report.BenchArgs;
import ai.silogen.kaiwo.gateway.GatewayOptions;
import ai.silogen.kaiwo.gateway.auth.ApiKeyAuthenticator;
import ai.silogen.kaiwo.gateway.autoscaling.ScalingTarget;
import ai.silogen.kaiwo.gateway.discovery.ModelCatalog;
import ai.silogen.kaiwo.gateway.discovery.ModelInfo;
import ai.silogen.kaiwo.gateway.discovery.ModelScaling;
import ai.silogen.kaiwo.gateway.metrics.GatewayMetrics;
import ai.silogen.kaiwo.gateway.openai.ModelResolver;
import ai.silogen.kaiwo.gateway.openai.OpenAiRequestParser;
import ai.silogen.kaiwo.gateway.openai.ServedModel;
import ai.silogen.kaiwo.gateway.proxy.InferenceHandler;
import ai.silogen.kaiwo.gateway.proxy.ProxySettings;
import ai.silogen.kaiwo.gateway.routing.LoadBalancer;
import ai.silogen.kaiwo.gateway.routing.LoadBalancingConfig;
import ai.silogen.kaiwo.gateway.routing.ObservedEndpoint;
import ai.silogen.kaiwo.gateway.scaling.ScaleFromZero;
import ai.silogen.kaiwo.gateway.server.GatewayHandlers;
import ai.silogen.kaiwo.gateway.server.GatewayServer;
import ai.silogen.kaiwo.gateway.server.ModelsEndpoint;
import ai.silogen.kaiwo.gateway.server.ServerSettings;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The gateway's server and proxy with one model whose only endpoint is {@code --backend}, without
 * Kubernetes (discovery is not on the request path): what the overhead benchmark runs, in its own
 * process, as "our gateway". Prints {@code READY <port>} and serves until its standard input
 * closes.
 *
 * <p>Flags: {@code --backend=host:port}, {@code --port=0}, {@code --event-loops=1}, {@code
 * --model=llama}.
 */
public final class StaticGateway {
  private StaticGateway() {}

  public static void main(String[] args) throws Exception {
    BenchArgs flags = new BenchArgs(args);
    String model = flags.string("model", "llama");
    int eventLoops = flags.integer("event-loops", 1);
    ModelCatalog catalog = new ModelCatalog();
    catalog.put(
        new ModelInfo(
            new ServedModel("bench", model, Map.of(), Set.of(), LoadBalancingConfig.DEFAULT),
            List.of("TextGeneration"),
            Instant.now(),
            "",
            new ModelScaling(true, 1, 1, ScalingTarget.defaults(), Optional.empty())));
    LoadBalancer loadBalancer = new LoadBalancer();
    loadBalancer
        .group("bench/" + model)
        .replaceEndpoints(
            List.of(ObservedEndpoint.of("bench/backend-0", flags.string("backend", ""))));
    GatewayMetrics metrics = new GatewayMetrics();
    ApiKeyAuthenticator auth = ApiKeyAuthenticator.disabled();
    InferenceHandler inference =
        new InferenceHandler(
            // No limit on held bodies: the budget's bookkeeping still runs on every request, and
            // a limit would never bite at the benchmark's load.
            new ProxySettings(
                64L * 1024 * 1024, Long.MAX_VALUE, 3, Duration.ofSeconds(30), false, false),
            new OpenAiRequestParser(),
            new ModelResolver("bench", catalog),
            auth,
            loadBalancer,
            new ScaleFromZero(catalog, (namespace, name, replicas) -> {}, Runnable::run),
            metrics);
    GatewayServer server =
        GatewayServer.start(
            new ServerSettings(
                "127.0.0.1",
                flags.integer("port", 0),
                eventLoops,
                64 * 1024,
                1024,
                Duration.ofSeconds(5),
                // As the gateway runs by default, so that its idle-connection and body-read checks
                // are measured too.
                GatewayOptions.defaults().clientIdleTimeout(),
                GatewayOptions.defaults().clientBodyTimeout()),
            new GatewayHandlers(
                inference, new ModelsEndpoint(catalog, "bench", auth), metrics, () -> true));
    System.out.println("READY " + server.port());
    System.out.flush();
    while (System.in.read() >= 0) {
      // serve until the benchmark closes our standard input
    }
    server.close();
  }
}
