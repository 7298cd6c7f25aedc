/**
 * Kubernetes objects as Jackson trees, for the add-on stand-ins whose resources have no Java model
 * here: a generic client view ({@link ai.silogen.kaiwo.sandbox.controlplane.unstructured.KubeApi})
 * that writes with JSON merge patches so unknown fields survive, and helpers for conditions, owner
 * references, label selectors and pod states.
 */
package ai.silogen.kaiwo.sandbox.controlplane.unstructured;
