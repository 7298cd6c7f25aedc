package ai.silogen.kaiwo.operator.modelserving.adapters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.enginesim.EngineSimulator;
import ai.silogen.kaiwo.enginesim.config.EngineConfig;
import ai.silogen.kaiwo.operator.modelserving.adapters.AdapterClient.AdapterException;
import com.sun.net.httpserver.HttpServer;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Against the engine simulator (vLLM's answers) and a stub of newer vLLM's 404. */
class VllmAdapterClientTest {

  private final VllmAdapterClient client = new VllmAdapterClient();

  @Test
  void loadsAndUnloadsIdempotently() throws Exception {
    EngineConfig config =
        EngineConfig.fromEnvAndArgs(
            Map.of(),
            List.of("--served-model-name=m", "--enable-lora", "--sim-profile=zero-latency"));
    try (EngineSimulator engine = EngineSimulator.create(config)) {
      engine.start();
      String base = engine.baseUrl();

      client.load(base, "sql", "org/sql-lora");
      client.load(base, "sql", "org/sql-lora");
      assertThat(models(base)).contains("\"sql\"");

      client.unload(base, "sql");
      client.unload(base, "sql");
      assertThat(models(base)).doesNotContain("\"sql\"");
    }
  }

  @Test
  void refusalsAreReportedWithTheServersAnswer() throws Exception {
    EngineConfig config = EngineConfig.fromEnvAndArgs(Map.of(), List.of("--served-model-name=m"));
    try (EngineSimulator engine = EngineSimulator.create(config)) {
      engine.start();

      assertThatThrownBy(() -> client.load(engine.baseUrl(), "sql", "org/sql-lora"))
          .isInstanceOf(AdapterException.class)
          .hasMessageContaining("load of adapter sql answered");
    }
  }

  @Test
  void unloadOfAnUnknownAdapterAccepts404() throws Exception {
    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.createContext(
        "/v1/unload_lora_adapter",
        exchange -> {
          byte[] body =
              "{\"error\":{\"message\":\"The lora adapter 'x' cannot be found.\",\"type\":\"NotFoundError\"}}"
                  .getBytes(StandardCharsets.UTF_8);
          exchange.sendResponseHeaders(404, body.length);
          exchange.getResponseBody().write(body);
          exchange.close();
        });
    server.start();
    try {
      assertThatCode(() -> client.unload("http://127.0.0.1:" + server.getAddress().getPort(), "x"))
          .doesNotThrowAnyException();
    } finally {
      server.stop(0);
    }
  }

  @Test
  void unreachableServersAreReported() {
    assertThatThrownBy(() -> client.load("http://127.0.0.1:1", "sql", "p"))
        .isInstanceOf(AdapterException.class)
        .hasMessageContaining("/v1/load_lora_adapter");
  }

  private static String models(String base) throws Exception {
    return HttpClient.newHttpClient()
        .send(
            HttpRequest.newBuilder(URI.create(base + "/v1/models")).build(),
            HttpResponse.BodyHandlers.ofString())
        .body();
  }
}
