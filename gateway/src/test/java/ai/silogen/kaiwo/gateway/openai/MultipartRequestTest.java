package ai.silogen.kaiwo.gateway.openai;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import org.junit.jupiter.api.Test;

class MultipartRequestTest {
  private static final String PATH = "/v1/audio/transcriptions";
  private static final String BOUNDARY = "----WebKitFormBoundary7MA4YWxkTrZu0gW";
  private static final String CONTENT_TYPE = "multipart/form-data; boundary=" + BOUNDARY;

  private final OpenAiRequestParser parser = new OpenAiRequestParser();

  private static String part(String headers, String content) {
    return "--" + BOUNDARY + "\r\n" + headers + "\r\n\r\n" + content + "\r\n";
  }

  private static byte[] audio() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    for (int i = 0; i < 512; i++) {
      bytes.write(i * 7); // arbitrary binary content, including CR, LF and '-'
    }
    return bytes.toByteArray();
  }

  private static byte[] body(String... parts) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (String part : parts) {
      out.writeBytes(part.getBytes(UTF_8));
    }
    out.writeBytes(("--" + BOUNDARY + "--\r\n").getBytes(UTF_8));
    return out.toByteArray();
  }

  @Test
  void readsTheModelFieldAndStripsItFromTheForwardedBody() {
    String file =
        "--"
            + BOUNDARY
            + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.wav\"\r\n"
            + "Content-Type: audio/wav\r\n\r\n";
    byte[] audio = audio();
    ByteArrayOutputStream received = new ByteArrayOutputStream();
    received.writeBytes(file.getBytes(UTF_8));
    received.writeBytes(audio);
    received.writeBytes("\r\n".getBytes(UTF_8));
    String model = part("Content-Disposition: form-data; name=\"model\"", "whisper_accent");
    String language = part("Content-Disposition: form-data; name=language", "en");
    received.writeBytes((model + language + "--" + BOUNDARY + "--\r\n").getBytes(UTF_8));

    ParsedRequest request = parser.parse(PATH, CONTENT_TYPE, received.toByteArray());

    assertThat(request.requestedModel()).isEqualTo("whisper_accent");
    assertThat(request.kind()).isEqualTo(RequestKind.TRANSCRIPTIONS);
    assertThat(request.prefix(100)).isEmpty();
    ByteArrayOutputStream expected = new ByteArrayOutputStream();
    expected.writeBytes(file.getBytes(UTF_8));
    expected.writeBytes(audio);
    expected.writeBytes(("\r\n" + language + "--" + BOUNDARY + "--\r\n").getBytes(UTF_8));
    assertThat(request.forwardBody("accent").toByteArray(request.body()))
        .isEqualTo(expected.toByteArray());
  }

  @Test
  void keepsPreambleEpilogueAndAQuotedBoundary() {
    String preamble = "This is the preamble.\r\n";
    byte[] body =
        (preamble
                + part("Content-Disposition: form-data; name=\"model\"", "whisper")
                + part("Content-Disposition: form-data; name=\"temperature\"", "0")
                + "--"
                + BOUNDARY
                + "--\r\nepilogue")
            .getBytes(UTF_8);

    ParsedRequest request =
        parser.parse(
            PATH, "Multipart/Form-Data; charset=utf-8; boundary=\"" + BOUNDARY + "\"", body);

    assertThat(request.requestedModel()).isEqualTo("whisper");
    assertThat(new String(request.forwardBody("whisper").toByteArray(request.body()), UTF_8))
        .isEqualTo(
            preamble
                + part("Content-Disposition: form-data; name=\"temperature\"", "0")
                + "--"
                + BOUNDARY
                + "--\r\nepilogue");
  }

  @Test
  void aBodyWithoutAModelFieldIsABadRequest() {
    byte[] body = body(part("Content-Disposition: form-data; name=\"language\"", "en"));

    assertThatThrownBy(() -> parser.parse(PATH, CONTENT_TYPE, body))
        .isInstanceOfSatisfying(
            OpenAiError.class, e -> assertThat(e.getMessage()).isEqualTo("missing 'model' field"));
  }

  @Test
  void malformedMultipartIsABadRequest() {
    byte[] unterminated =
        part("Content-Disposition: form-data; name=\"model\"", "whisper").getBytes(UTF_8);
    byte[] noBoundary = "just text".getBytes(UTF_8);
    byte[] noBlankLine =
        ("--"
                + BOUNDARY
                + "\r\nContent-Disposition: form-data; name=\"model\"\r\n--"
                + BOUNDARY
                + "--\r\n")
            .getBytes(UTF_8);

    for (byte[] body : new byte[][] {unterminated, noBoundary, noBlankLine}) {
      assertThatThrownBy(() -> parser.parse(PATH, CONTENT_TYPE, body))
          .isInstanceOfSatisfying(OpenAiError.class, e -> assertThat(e.status()).isEqualTo(400));
    }
    assertThatThrownBy(() -> parser.parse(PATH, "multipart/form-data", body()))
        .isInstanceOfSatisfying(
            OpenAiError.class,
            e -> assertThat(e.getMessage()).isEqualTo("multipart body without a boundary"));
  }
}
