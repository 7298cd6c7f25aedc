package ai.silogen.kaiwo.gateway.proxy.upstream;

import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpMethod;

/**
 * A request to forward. {@code body} stays its caller's (who releases it when no retry can follow);
 * every attempt sends it without consuming it. {@code headers} must already hold {@code Host} and
 * {@code Content-Length} and are not copied.
 */
public record UpstreamRequest(HttpMethod method, String uri, HttpHeaders headers, ByteBuf body) {}
