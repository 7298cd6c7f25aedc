/**
 * A stand-in for the GPU metrics exporters of a GPU cluster (AMD's device-metrics-exporter,
 * NVIDIA's dcgm-exporter): per-GPU utilisation of the pods that hold GPUs, in Prometheus text, so
 * that {@code kaiwo monitor} and dashboards have something to read in the sandbox.
 */
package ai.silogen.kaiwo.sandbox.gpumetrics;
