/**
 * Resource monitoring: GPU underutilisation of running KaiwoJobs and KaiwoServices, read from a GPU
 * metrics exporter (AMD's device metrics exporter or NVIDIA's DCGM exporter), reported as the
 * {@code ResourceUnderutilization} condition and, when the KaiwoConfig asks for it, ended by
 * termination. {@link ai.silogen.kaiwo.operator.monitoring.UtilizationPlan} decides; the reconciler
 * polls and the writer applies.
 */
package ai.silogen.kaiwo.operator.monitoring;
