package ai.silogen.kaiwo.api;

/**
 * Well-known label, annotation and finalizer keys that Kaiwo writes or reads on workloads, pods and
 * nodes. Kueue's keys are in {@link KueueLabels}, KubeAI's in {@link KubeAiLabels}.
 */
public final class KaiwoLabels {

  private static final String PREFIX = ApiGroups.KAIWO + "/";

  // System labels on every object Kaiwo generates for a workload (system values win over user
  // ones).
  /** Owner of the workload: {@code spec.user}, sanitised to an RFC 1123 label value. */
  public static final String USER = PREFIX + "user";

  /** Name of the KaiwoJob or KaiwoService. */
  public static final String NAME = PREFIX + "name";

  /** {@link #TYPE_JOB}, {@link #TYPE_SERVICE} or {@link #TYPE_DOWNLOADER}. */
  public static final String TYPE = PREFIX + "type";

  /** UID of the KaiwoJob or KaiwoService. */
  public static final String RUN_ID = PREFIX + "run-id";

  /** Copied from the Kaiwo object when set. */
  public static final String MANAGED = PREFIX + "managed";

  public static final String TYPE_JOB = "job";
  public static final String TYPE_SERVICE = "service";

  /** Value of {@link #TYPE} on the storage download Job. */
  public static final String TYPE_DOWNLOADER = "downloader";

  /** Finalizer on Jobs managed through the (optional) webhook path. */
  public static final String FINALIZER = PREFIX + "finalizer";

  /** Default key of the taint put on GPU nodes (KaiwoConfig {@code nodes.defaultGpuTaintKey}). */
  public static final String GPU_TAINT = PREFIX + "gpu";

  /**
   * Prefix of the GPU-preemption annotations: append {@code enabled}, {@code threshold}, {@code
   * grace-period}, {@code policy}, {@code aggregation} or {@code ttl}.
   */
  public static final String GPU_PREEMPTION_PREFIX = PREFIX + "gpu-preemption.";

  // Node labels written by the operator.
  /** ResourceFlavor (node pool) a node belongs to. */
  public static final String NODE_POOL = "kaiwo/nodepool";

  /** {@code "true"} on nodes that Kaiwo schedules onto. */
  public static final String NODE_WORKER = "kaiwo/worker";

  /** Normalised GPU model of a node, e.g. {@code mi300x}; matched by {@code spec.gpuModels}. */
  public static final String NODE_GPU_MODEL = "kaiwo/gpu-model";

  /** Topology block of a node (default {@code block-a}). */
  public static final String NODE_TOPOLOGY_BLOCK = "kaiwo/topology-block";

  /** Topology rack of a node (default {@code rack-a}). */
  public static final String NODE_TOPOLOGY_RACK = "kaiwo/topology-rack";

  // Node labels read by the operator (set by GPU operators and Kubernetes).
  public static final String AMD_GPU_PRODUCT_NAME = "amd.com/gpu.product-name";
  public static final String AMD_GPU_FAMILY_AI = "beta.amd.com/gpu.family.AI";
  public static final String NVIDIA_GPU_PRODUCT = "nvidia.com/gpu.product";
  public static final String NVIDIA_GPU_COUNT = "nvidia.com/gpu.count";
  public static final String NODE_ROLE_CONTROL_PLANE = "node-role.kubernetes.io/control-plane";
  public static final String NODE_ROLE_MASTER = "node-role.kubernetes.io/master";
  public static final String HOSTNAME = "kubernetes.io/hostname";

  // GPU resource names.
  public static final String AMD_GPU_RESOURCE = "amd.com/gpu";
  public static final String NVIDIA_GPU_RESOURCE = "nvidia.com/gpu";

  /** Label the legacy CLI used to filter workloads by user. */
  public static final String LEGACY_CLI_USERNAME = "kaiwo-cli/username";

  private KaiwoLabels() {}
}
