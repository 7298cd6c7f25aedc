package ai.silogen.kaiwo.api;

/** API groups and versions of the kinds Kaiwo serves and of the external kinds it manages. */
public final class ApiGroups {

  /** Kaiwo workloads and queue configuration: KaiwoJob, KaiwoService, KaiwoQueueConfig. */
  public static final String KAIWO = "kaiwo.silogen.ai";

  /** Kaiwo operator and namespace configuration: KaiwoConfig, AIMNamespaceConfig. */
  public static final String KAIWO_CONFIG = "config.kaiwo.silogen.ai";

  /** Served version of {@link #KAIWO} and {@link #KAIWO_CONFIG}. */
  public static final String KAIWO_VERSION = "v1alpha1";

  /** KubeAI models: Model. */
  public static final String KUBEAI = "kubeai.org";

  /** Served version of {@link #KUBEAI}. */
  public static final String KUBEAI_VERSION = "v1";

  /**
   * Kueue (ResourceFlavor, ClusterQueue, LocalQueue, WorkloadPriorityClass, Workload, Topology).
   */
  public static final String KUEUE = "kueue.x-k8s.io";

  /** KubeRay (RayJob, RayService, RayCluster). */
  public static final String RAY = "ray.io";

  /** AppWrapper. */
  public static final String APPWRAPPER = "workload.codeflare.dev";

  private ApiGroups() {}
}
