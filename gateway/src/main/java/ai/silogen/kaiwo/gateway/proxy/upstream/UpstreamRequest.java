package ai.silogen.kaiwo.gateway.proxy.upstream;

import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.http.DefaultFullHttpRequest;
import io.netty.handler.codec.http.EmptyHttpHeaders;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpVersion;

/**
 * A request to forward. {@code body} stays its caller's (who releases it when no retry can follow);
 * every attempt sends a duplicate of it. {@code headers} must already hold {@code Host} and {@code
 * Content-Length} and are not copied.
 */
public record UpstreamRequest(HttpMethod method, String uri, HttpHeaders headers, ByteBuf body) {

  /** A Netty message for one attempt, with its own reference to the body (the encoder's). */
  FullHttpRequest toMessage() {
    return new DefaultFullHttpRequest(
        HttpVersion.HTTP_1_1,
        method,
        uri,
        body.retainedDuplicate(),
        headers,
        EmptyHttpHeaders.INSTANCE);
  }
}
