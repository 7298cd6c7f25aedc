package ai.silogen.kaiwo.bench.operator;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobBuilder;
import java.util.Map;
import java.util.Optional;

/**
 * The workloads the benchmark submits: tiny one-GPU batch jobs, as KaiwoJobs or as the plain Jobs a
 * user would otherwise write, and when each has finished.
 */
final class Submissions {
  private Submissions() {}

  /** The resource name of one AMD GPU, what both kinds of job ask for. */
  static final String AMD_GPU = "amd.com/gpu";

  /** KaiwoJob number {@code index}: one AMD GPU, with {@code duration} unless it is empty. */
  static KaiwoJob kaiwoJob(int index, Optional<String> duration) {
    String yaml =
        """
        apiVersion: kaiwo.silogen.ai/v1alpha1
        kind: KaiwoJob
        metadata:
          name: %s
        spec:
          user: bench@example.com
          gpus: 1
          gpuVendor: amd
          image: busybox:1.36
          entrypoint: "true"
        """
            .formatted(name(index));
    KaiwoJob job = ApiSerialization.read(yaml, KaiwoJob.class);
    duration.ifPresent(job.getSpec()::setDuration);
    return job;
  }

  /** Plain batch Job number {@code index}: the same container and GPU, straight to the cluster. */
  static Job plainJob(int index) {
    return new JobBuilder()
        .withNewMetadata()
        .withName(name(index))
        .endMetadata()
        .withNewSpec()
        .withBackoffLimit(0)
        .withNewTemplate()
        .withNewSpec()
        .withRestartPolicy("Never")
        .addNewContainer()
        .withName("main")
        .withImage("busybox:1.36")
        .withCommand("sh", "-c", "true")
        .withNewResources()
        .withRequests(Map.of(AMD_GPU, new Quantity("1")))
        .withLimits(Map.of(AMD_GPU, new Quantity("1")))
        .endResources()
        .endContainer()
        .endSpec()
        .endTemplate()
        .endSpec()
        .build();
  }

  /** Whether {@code object} (a KaiwoJob or a Job) has reached its end, successful or not. */
  static boolean finished(HasMetadata object) {
    return switch (object) {
      case KaiwoJob job ->
          job.getStatus() != null
              && job.getStatus().getStatus() != null
              && job.getStatus().getStatus().isFinal();
      case Job job ->
          job.getStatus() != null
              && job.getStatus().getConditions() != null
              && job.getStatus().getConditions().stream()
                  .anyMatch(
                      c ->
                          (c.getType().equals("Complete") || c.getType().equals("Failed"))
                              && c.getStatus().equals("True"));
      default -> false;
    };
  }

  /** Whether a finished {@code object} failed. */
  static boolean failed(HasMetadata object) {
    return switch (object) {
      case KaiwoJob job -> job.getStatus().getStatus() != WorkloadStatus.COMPLETE;
      case Job job ->
          job.getStatus().getConditions().stream()
              .anyMatch(c -> c.getType().equals("Failed") && c.getStatus().equals("True"));
      default -> false;
    };
  }

  private static String name(int index) {
    return "bench-%05d".formatted(index);
  }
}
