package ai.silogen.kaiwo.gateway.proxy.upstream;

import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http.DefaultFullHttpRequest;
import io.netty.handler.codec.http.EmptyHttpHeaders;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpVersion;

/**
 * A request to forward. The body is kept as an array so that a retry can send it again; {@code
 * headers} must already hold {@code Host} and {@code Content-Length} and are not copied.
 */
public record UpstreamRequest(HttpMethod method, String uri, HttpHeaders headers, byte[] body) {

  /** A Netty message for one attempt (the encoder releases it once written). */
  FullHttpRequest toMessage() {
    return new DefaultFullHttpRequest(
        HttpVersion.HTTP_1_1,
        method,
        uri,
        Unpooled.wrappedBuffer(body),
        headers,
        EmptyHttpHeaders.INSTANCE);
  }
}
