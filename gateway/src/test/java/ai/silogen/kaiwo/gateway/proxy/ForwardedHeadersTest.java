package ai.silogen.kaiwo.gateway.proxy;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpHeaders;
import org.junit.jupiter.api.Test;

class ForwardedHeadersTest {

  @Test
  void dropsHopByHopAndProxySetRequestHeadersAndKeepsTheRest() {
    HttpHeaders from =
        new DefaultHttpHeaders()
            .add("Host", "gateway")
            .add("Connection", "keep-alive, X-Session-Hop")
            .add("Keep-Alive", "timeout=5")
            .add("Transfer-Encoding", "chunked")
            .add("Content-Length", "12")
            .add("Expect", "100-continue")
            .add("TE", "trailers")
            .add("Upgrade", "h2c")
            .add("Proxy-Authorization", "Basic x")
            .add("X-Session-Hop", "1")
            .add("Authorization", "Bearer sk")
            .add("X-Label-Selector", "a=b")
            .add("X-Label-Selector", "c=d")
            .add("Content-Type", "application/json");
    HttpHeaders to = new DefaultHttpHeaders();

    ForwardedHeaders.copyRequest(from, to, false);

    assertThat(to.names())
        .containsExactlyInAnyOrder("Authorization", "X-Label-Selector", "Content-Type");
    assertThat(to.getAll("X-Label-Selector")).containsExactly("a=b", "c=d");
  }

  @Test
  void dropsTheClientsApiKeyWhenTheGatewayChecksKeys() {
    HttpHeaders from = new DefaultHttpHeaders().add("authorization", "Bearer sk").add("x-a", "1");
    HttpHeaders to = new DefaultHttpHeaders();

    ForwardedHeaders.copyRequest(from, to, true);

    assertThat(to.names()).containsExactly("x-a");
  }

  @Test
  void keepsTheResponseLengthButNotItsFraming() {
    HttpHeaders from =
        new DefaultHttpHeaders()
            .add("Content-Length", "42")
            .add("Transfer-Encoding", "chunked")
            .add("Connection", "close")
            .add("Content-Type", "text/event-stream")
            .add("Set-Cookie", "a=1")
            .add("Set-Cookie", "b=2");
    HttpHeaders to = new DefaultHttpHeaders();

    ForwardedHeaders.copyResponse(from, to);

    assertThat(to.names())
        .containsExactlyInAnyOrder("Content-Length", "Content-Type", "Set-Cookie");
    assertThat(to.getAll("Set-Cookie")).containsExactly("a=1", "b=2");
  }

  @Test
  void stripsTheOpenAiPrefixForTheModelServer() {
    assertThat(ForwardedHeaders.upstreamUri("/openai/v1/completions?x=1"))
        .isEqualTo("/v1/completions?x=1");
    assertThat(ForwardedHeaders.upstreamUri("/v1/embeddings")).isEqualTo("/v1/embeddings");
  }
}
