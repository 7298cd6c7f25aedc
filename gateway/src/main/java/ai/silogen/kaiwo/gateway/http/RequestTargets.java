package ai.silogen.kaiwo.gateway.http;

/** Parts of a request target (RFC 9112 §3.2), without building a URI object per request. */
final class RequestTargets {
  private RequestTargets() {}

  /**
   * The path: what precedes {@code ?} or {@code #}, after the scheme and authority of an
   * absolute-form target ({@code http://host/v1/models}). An absolute target without a path has
   * path {@code /}.
   */
  static String path(String target) {
    int start = 0;
    int scheme = target.indexOf("://");
    if (scheme > 0 && target.charAt(0) != '/') {
      int slash = target.indexOf('/', scheme + 3);
      if (slash < 0) {
        return "/";
      }
      start = slash;
    }
    int end = target.length();
    for (int i = start; i < end; i++) {
      char c = target.charAt(i);
      if (c == '?' || c == '#') {
        end = i;
        break;
      }
    }
    return start == 0 && end == target.length() ? target : target.substring(start, end);
  }
}
