/**
 * The gateway's HTTP endpoints: {@link ai.silogen.kaiwo.gateway.server.GatewayServer} binds them
 * with one {@link ai.silogen.kaiwo.gateway.server.GatewayDispatcher} and upstream client per event
 * loop; a hand-written path dispatch ({@code /openai/v1/...} and {@code /v1/...}), {@code
 * /v1/models}, health, readiness and Prometheus metrics.
 */
package ai.silogen.kaiwo.gateway.server;
