/**
 * The gateway's HTTP/1.1 client for model servers, written on Netty directly: per event loop and
 * model-server address, a bounded pool of keep-alive connections, one request at a time on each,
 * with the answer delivered as Netty's decoded parts to an {@link
 * ai.silogen.kaiwo.gateway.proxy.upstream.UpstreamListener} on the same event loop as the client's
 * connection. It replaced Vert.x's HTTP client because a proxy needs none of its futures, stream
 * objects and header maps, which were half of the gateway's own CPU per request (decision 0007).
 */
package ai.silogen.kaiwo.gateway.proxy.upstream;
