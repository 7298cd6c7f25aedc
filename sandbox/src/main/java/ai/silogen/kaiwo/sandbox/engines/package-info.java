/**
 * Model-server pods that really serve: a kubelet pod runtime starting an in-process OpenAI engine
 * simulator for every pod of a KubeAI Model, configured by the pod's {@code server} container.
 */
package ai.silogen.kaiwo.sandbox.engines;
