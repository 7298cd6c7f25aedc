package ai.silogen.kaiwo.sandbox.gpumetrics;

import io.fabric8.kubernetes.api.model.Pod;
import java.util.OptionalDouble;

/**
 * How busy a pod's accelerators are, where the sandbox knows it: a model server's engine simulator
 * knows how much of its batch is in use. Pods whose work is only a timer (jobs) have no such
 * figure.
 */
@FunctionalInterface
public interface GpuLoad {

  /** No pod's load is known. */
  GpuLoad UNKNOWN = pod -> OptionalDouble.empty();

  /** The share of the pod's batch slots in use, 0 to 1, or empty when it is not known. */
  OptionalDouble batchOccupancy(Pod pod);
}
