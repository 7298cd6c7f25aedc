/**
 * The gateway's HTTP server: one Vert.x server instance per event loop on a shared port, a
 * hand-written path dispatch ({@code /openai/v1/...} and {@code /v1/...}), {@code /v1/models},
 * health, readiness and Prometheus metrics.
 */
package ai.silogen.kaiwo.gateway.server;
