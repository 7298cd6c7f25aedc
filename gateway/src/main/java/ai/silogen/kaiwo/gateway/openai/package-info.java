/**
 * OpenAI request handling that does not need a network: reading the model, adapter and prompt
 * prefix from request bodies without re-serialising them, rewriting only what the backend must see
 * differently, label selectors, model addressing, and OpenAI-shaped errors.
 */
package ai.silogen.kaiwo.gateway.openai;
