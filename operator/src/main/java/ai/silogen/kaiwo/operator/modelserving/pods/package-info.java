/**
 * The model-server pod: one {@code server} container per engine (vLLM, Ollama, faster-whisper,
 * Infinity), files, cache and source volumes, JSON patches, and the spec hash that names it.
 */
package ai.silogen.kaiwo.operator.modelserving.pods;
