package ai.silogen.kaiwo.gateway.proxy.upstream;

/**
 * Where an {@link UpstreamClient} reports each connection it opens and each one that closes, for
 * whatever reason. Called on the client's event loop, so the counters must be thread-safe when
 * several loops share them.
 */
public record ConnectionCounters(Runnable opened, Runnable closed) {}
