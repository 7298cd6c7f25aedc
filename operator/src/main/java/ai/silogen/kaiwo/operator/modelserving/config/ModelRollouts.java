package ai.silogen.kaiwo.operator.modelserving.config;

/**
 * How pods are replaced when a Model's pod spec changes.
 *
 * @param surge extra pods allowed during a rollout (0 replaces pods one at a time, with a gap)
 */
public record ModelRollouts(int surge) {}
