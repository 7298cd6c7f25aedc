/**
 * LoRA adapters: where their files come from (the Hub through vLLM, object stores through an init
 * container), what to load or unload per pod, and vLLM's runtime adapter API.
 */
package ai.silogen.kaiwo.operator.modelserving.adapters;
