package ai.silogen.kaiwo.gateway.openai;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The part boundaries of a {@code multipart/form-data} body (RFC 7578 / RFC 2046 §5.1), found
 * without copying it, so a part can be dropped while every other byte, and the boundary, stay as
 * the client sent them.
 */
final class MultipartForm {
  private static final byte CR = '\r';
  private static final byte LF = '\n';

  private final byte[] body;
  private final List<Part> parts;

  /**
   * A part: {@code [start, end)} runs from its delimiter line to just before the next delimiter's
   * dashes, so removing that range leaves a well-formed body.
   */
  record Part(String name, int start, int end, int contentStart, int contentEnd) {}

  private MultipartForm(byte[] body, List<Part> parts) {
    this.body = body;
    this.parts = parts;
  }

  /**
   * Splits {@code body} on {@code boundary}.
   *
   * @throws OpenAiError 400 when the body does not start with the boundary or is not closed
   */
  static MultipartForm parse(byte[] body, String boundary) {
    byte[] dashBoundary = ("--" + boundary).getBytes(StandardCharsets.ISO_8859_1);
    byte[] delimiter = ("\r\n--" + boundary).getBytes(StandardCharsets.ISO_8859_1);
    int start = 0;
    if (!startsWith(body, 0, dashBoundary)) {
      int afterPreamble = indexOf(body, delimiter, 0);
      if (afterPreamble < 0) {
        throw malformed("the body does not contain the boundary");
      }
      start = afterPreamble + 2;
    }
    List<Part> parts = new ArrayList<>();
    while (true) {
      int afterBoundary = start + dashBoundary.length;
      if (startsWith(body, afterBoundary, new byte[] {'-', '-'})) {
        return new MultipartForm(body, List.copyOf(parts));
      }
      int headersStart = skipLinePadding(body, afterBoundary);
      int next = indexOf(body, delimiter, headersStart);
      if (next < 0) {
        throw malformed("the closing boundary is missing");
      }
      parts.add(part(body, start, headersStart, next));
      start = next + 2;
    }
  }

  /** The value of the first field named {@code name}, decoded as UTF-8. */
  Optional<String> field(String name) {
    return parts.stream()
        .filter(part -> name.equals(part.name()))
        .findFirst()
        .map(
            part ->
                new String(
                    body,
                    part.contentStart(),
                    part.contentEnd() - part.contentStart(),
                    StandardCharsets.UTF_8));
  }

  /** The body without the parts named {@code name}. */
  ForwardBody without(String name) {
    List<int[]> removed =
        parts.stream()
            .filter(part -> name.equals(part.name()))
            .map(part -> new int[] {part.start(), part.end()})
            .toList();
    return ForwardBody.without(body.length, removed);
  }

  List<Part> parts() {
    return parts;
  }

  private static Part part(byte[] body, int start, int headersStart, int delimiterAt) {
    int headersEnd;
    int contentStart;
    if (startsWith(body, headersStart, new byte[] {CR, LF})) {
      headersEnd = headersStart; // no headers
      contentStart = headersStart + 2;
    } else {
      headersEnd = indexOf(body, new byte[] {CR, LF, CR, LF}, headersStart);
      if (headersEnd < 0 || headersEnd > delimiterAt) {
        throw malformed("a part has no blank line after its headers");
      }
      contentStart = headersEnd + 4;
    }
    String headers =
        new String(body, headersStart, headersEnd - headersStart, StandardCharsets.UTF_8);
    return new Part(fieldName(headers), start, delimiterAt + 2, contentStart, delimiterAt);
  }

  /** The {@code name} parameter of the part's {@code Content-Disposition}, or {@code null}. */
  private static String fieldName(String headers) {
    for (String line : headers.split("\r\n")) {
      int colon = line.indexOf(':');
      if (colon > 0
          && line.substring(0, colon)
              .trim()
              .toLowerCase(Locale.ROOT)
              .equals("content-disposition")) {
        try {
          return HeaderValue.parse(line.substring(colon + 1)).parameter("name").orElse(null);
        } catch (IllegalArgumentException e) {
          throw malformed("invalid Content-Disposition: " + e.getMessage());
        }
      }
    }
    return null;
  }

  /** Skips RFC 2046 transport padding and the CRLF after a boundary. */
  private static int skipLinePadding(byte[] body, int i) {
    while (i < body.length && (body[i] == ' ' || body[i] == '\t')) {
      i++;
    }
    if (!startsWith(body, i, new byte[] {CR, LF})) {
      throw malformed("a boundary is not followed by a line break");
    }
    return i + 2;
  }

  private static boolean startsWith(byte[] body, int at, byte[] prefix) {
    if (at < 0 || at + prefix.length > body.length) {
      return false;
    }
    for (int k = 0; k < prefix.length; k++) {
      if (body[at + k] != prefix[k]) {
        return false;
      }
    }
    return true;
  }

  private static int indexOf(byte[] body, byte[] needle, int from) {
    int last = body.length - needle.length;
    for (int i = Math.max(from, 0); i <= last; i++) {
      if (body[i] == needle[0] && startsWith(body, i, needle)) {
        return i;
      }
    }
    return -1;
  }

  private static OpenAiError malformed(String reason) {
    return OpenAiError.badRequest("malformed multipart body: " + reason);
  }
}
