/**
 * A small HTTP/1.1 server on Netty directly, made for a reverse proxy: Netty's codec, one {@link
 * ai.silogen.kaiwo.gateway.http.HttpExchange} per request handed to the {@link
 * ai.silogen.kaiwo.gateway.http.HttpHandler} of the connection's event loop, bodies as Netty's
 * buffers (no copies on the way through), keep-alive, pipelining, {@code 100-continue} when a body
 * is wanted, and a lingering close after an answer that ends the connection early. It knows nothing
 * of OpenAI or Kubernetes. See docs/decisions/0008.
 */
package ai.silogen.kaiwo.gateway.http;
