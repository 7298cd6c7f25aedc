/**
 * The operator process's own endpoint for Kubernetes probes and Prometheus: {@code /healthz}
 * (liveness), {@code /readyz} (readiness) and {@code /metrics} (the SDK's reconcile metrics and the
 * operator's own, in the Prometheus text format), plus the composition that runs the operator
 * behind it ({@link ai.silogen.kaiwo.operator.health.OperatorProcess}).
 */
package ai.silogen.kaiwo.operator.health;
