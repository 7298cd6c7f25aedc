package ai.silogen.kaiwo.operator.modelserving.pods;

import io.fabric8.kubernetes.api.model.Pod;

/**
 * The pod a Model wants, ready to create (with {@code generateName}), and its hash.
 *
 * @param pod the pod; create a copy for each replica
 * @param hash its {@code pod-hash} label
 */
public record DesiredPod(Pod pod, String hash) {}
