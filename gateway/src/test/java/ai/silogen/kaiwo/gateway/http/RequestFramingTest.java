package ai.silogen.kaiwo.gateway.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.netty.handler.codec.http.DefaultHttpHeaders;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpVersion;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Only framings that every HTTP/1.1 implementation reads the same way pass. */
class RequestFramingTest {

  @Test
  void contentLengthOrChunkedAlonePass() {
    assertThat(check(HttpVersion.HTTP_1_1, "Content-Length", "12")).isNull();
    assertThat(check(HttpVersion.HTTP_1_1, "Transfer-Encoding", "chunked")).isNull();
    assertThat(check(HttpVersion.HTTP_1_1, "Transfer-Encoding", " Chunked ")).isNull();
    assertThat(check(HttpVersion.HTTP_1_0)).isNull();
  }

  @Test
  void bothLengthAndTransferEncodingAre400() {
    UnframeableRequestException problem =
        check(HttpVersion.HTTP_1_1, "Content-Length", "5", "Transfer-Encoding", "chunked");

    assertThat(problem.status()).isEqualTo(400);
    assertThat(problem.getMessage())
        .isEqualTo("a request must not have both Content-Length and Transfer-Encoding");
  }

  @Test
  void transferEncodingInHttp10Is400() {
    assertThat(check(HttpVersion.HTTP_1_0, "Transfer-Encoding", "chunked"))
        .hasMessage("Transfer-Encoding is not allowed in an HTTP/1.0 request")
        .extracting(UnframeableRequestException::status)
        .isEqualTo(400);
  }

  @ParameterizedTest
  @ValueSource(strings = {"gzip, chunked", "gzip", "chunked, gzip", "chunked, chunked", " , "})
  void anyOtherTransferEncodingIs501(String codings) {
    UnframeableRequestException problem = check(HttpVersion.HTTP_1_1, "Transfer-Encoding", codings);

    assertThat(problem.status()).isEqualTo(501);
    assertThat(problem.getMessage()).endsWith("\"; only chunked is supported");
  }

  @Test
  void theMessageNamesTheCodingsOfEveryField() {
    assertThat(
            check(
                HttpVersion.HTTP_1_1, "Transfer-Encoding", "gzip", "Transfer-Encoding", "chunked"))
        .hasMessage("unsupported Transfer-Encoding \"gzip, chunked\"; only chunked is supported");
  }

  private static UnframeableRequestException check(HttpVersion version, String... fields) {
    HttpHeaders headers = new DefaultHttpHeaders(false); // as the decoder hands them over
    for (int i = 0; i < fields.length; i += 2) {
      headers.add(fields[i], fields[i + 1]);
    }
    return RequestFraming.check(version, headers);
  }
}
