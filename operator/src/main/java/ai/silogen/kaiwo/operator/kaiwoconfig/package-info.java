/**
 * The operator's runtime configuration, the {@code kaiwo} KaiwoConfig: created with defaults when
 * missing, validated field by field ({@link
 * ai.silogen.kaiwo.operator.cluster.KaiwoConfigValidator}) with the result in its status; an
 * invalid field falls back to its default. Controllers read the current singleton on every run
 * (through {@code ai.silogen.kaiwo.operator.cluster.EffectiveKaiwoConfig}), so changes apply
 * without a restart.
 */
package ai.silogen.kaiwo.operator.kaiwoconfig;
