package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * High-level phase of a KaiwoJob or KaiwoService ({@code status.status}), and the sync state of a
 * KaiwoQueueConfig (only {@link #READY} and {@link #FAILED} there).
 */
public enum WorkloadStatus {
  /** Created but not yet processed by the controller (serialised as the empty string). */
  NEW(""),
  /** The storage download job is running. */
  DOWNLOADING("DOWNLOADING"),
  /** Waiting for prerequisites such as Kueue admission. */
  PENDING("PENDING"),
  /** Admitted; the underlying Job, Deployment, RayJob or RayService is being created or started. */
  STARTING("STARTING"),
  /** Pods are running (a KaiwoService's pods may not be ready yet). */
  RUNNING("RUNNING"),
  /** A KaiwoService is ready to serve, or a KaiwoQueueConfig is in sync. */
  READY("READY"),
  /** A KaiwoJob finished successfully. */
  COMPLETE("COMPLETE"),
  /** A recoverable error; the controller retries. */
  ERROR("ERROR"),
  /**
   * The workload or a prerequisite failed and cannot recover; a KaiwoQueueConfig failed to sync.
   */
  FAILED("FAILED"),
  /** The controller is terminating the underlying resources (duration exceeded, underutilised). */
  TERMINATING("TERMINATING"),
  /** The underlying resources were deleted; the Kaiwo object is kept for inspection. */
  TERMINATED("TERMINATED");

  private final String value;

  WorkloadStatus(String value) {
    this.value = value;
  }

  /** The serialised form, e.g. {@code "RUNNING"}, or {@code ""} for {@link #NEW}. */
  @JsonValue
  public String value() {
    return value;
  }

  /** Parses the serialised form; {@code null} stays {@code null}. */
  @JsonCreator
  public static WorkloadStatus fromValue(String value) {
    if (value == null) {
      return null;
    }
    for (WorkloadStatus status : values()) {
      if (status.value.equals(value)) {
        return status;
      }
    }
    throw new IllegalArgumentException("unknown workload status '" + value + "'");
  }

  /**
   * Whether the workload reached a final phase: {@link #COMPLETE}, {@link #FAILED} or {@link
   * #TERMINATED}.
   */
  public boolean isFinal() {
    return this == COMPLETE || this == FAILED || this == TERMINATED;
  }
}
