package ai.silogen.kaiwo.api;

/** KubeAI label, annotation and finalizer keys on Models, model pods and cache PVCs. */
public final class KubeAiLabels {

  /** Pod label: name of the Model the pod serves (used by load balancing and autoscaling). */
  public static final String MODEL = "model";

  /** Pod label: hash of the pod spec, used to detect pods that need a rollout. */
  public static final String POD_HASH = "pod-hash";

  /** Pod label prefix: append the adapter name; the value is the FNV-32a hash of its URL. */
  public static final String ADAPTER_PREFIX = "adapter.kubeai.org/";

  /** Model label prefix: append a feature name; the value is {@code "true"}. */
  public static final String FEATURE_PREFIX = "features.kubeai.org/";

  /** Pod annotation: port the model server listens on (always set, {@code "8000"}). */
  public static final String MODEL_POD_PORT = "model-pod-port";

  /** Pod annotation: IP override for development and tests ({@code allowPodAddressOverride}). */
  public static final String MODEL_POD_IP = "model-pod-ip";

  /**
   * PVC annotation prefix: append the model name; the value is JSON {@code {"uid", "timestamp"}}
   * recording which Model loaded the cache.
   */
  public static final String CACHE_PVC_PREFIX = "models.kubeai.org/";

  /** Finalizer on Models with a shared-filesystem cache, removed after the cache is evicted. */
  public static final String CACHE_EVICTION_FINALIZER = "kubeai.org/cache-eviction";

  private KubeAiLabels() {}
}
