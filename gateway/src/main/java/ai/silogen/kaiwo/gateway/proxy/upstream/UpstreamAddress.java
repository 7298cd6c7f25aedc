package ai.silogen.kaiwo.gateway.proxy.upstream;

import java.util.concurrent.ConcurrentHashMap;

/**
 * An endpoint's {@code host:port} split for the HTTP client, cached because a fleet has few
 * endpoints and every request needs one.
 */
public record UpstreamAddress(String host, int port, String authority) {
  private static final int CACHE_LIMIT = 10_000;
  private static final ConcurrentHashMap<String, UpstreamAddress> CACHE = new ConcurrentHashMap<>();

  /** Parses {@code host:port} or {@code [ipv6]:port}. */
  public static UpstreamAddress of(String address) {
    UpstreamAddress cached = CACHE.get(address);
    if (cached != null) {
      return cached;
    }
    UpstreamAddress parsed = parse(address);
    if (CACHE.size() >= CACHE_LIMIT) {
      CACHE.clear(); // pods come and go; never let the cache grow without bound
    }
    CACHE.put(address, parsed);
    return parsed;
  }

  /**
   * {@code authority} is the {@code Host} header value, built once here rather than on every
   * request.
   */
  public UpstreamAddress(String host, int port) {
    this(host, port, (host.indexOf(':') >= 0 ? "[" + host + "]" : host) + ":" + port);
  }

  private static UpstreamAddress parse(String address) {
    int colon = address.lastIndexOf(':');
    if (colon <= 0 || colon == address.length() - 1) {
      throw new IllegalArgumentException("endpoint address must be host:port, got " + address);
    }
    String host = address.substring(0, colon);
    if (host.startsWith("[") && host.endsWith("]")) {
      host = host.substring(1, host.length() - 1);
    }
    return new UpstreamAddress(host, Integer.parseInt(address.substring(colon + 1)));
  }
}
