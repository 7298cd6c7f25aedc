/**
 * Optional API-key authentication. Keys live in Secrets labelled {@code
 * kaiwo.silogen.ai/gateway-api-keys=true}; each data value is one key. A key from the gateway's own
 * namespace may call models in every namespace, a key from any other namespace only models in that
 * namespace (other models look nonexistent: 404, as an unknown model). Off by default.
 */
package ai.silogen.kaiwo.gateway.auth;
