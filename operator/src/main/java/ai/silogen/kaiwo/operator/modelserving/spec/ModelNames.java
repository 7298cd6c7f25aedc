package ai.silogen.kaiwo.operator.modelserving.spec;

import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.api.kubeai.v1.ModelEngine;
import io.fabric8.kubernetes.api.model.OwnerReference;
import io.fabric8.kubernetes.api.model.OwnerReferenceBuilder;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Names and labels of the objects made for a Model. Everything lives in the Model's namespace, so
 * names only need to be unique per namespace; the cache directory carries the Model's UID, so a
 * re-created Model never reads a half-evicted predecessor.
 */
public final class ModelNames {

  /** Label {@code app} of model-server pods (KubeAI's value). */
  public static final String APP_MODEL = "model";

  /** Label {@code app} of cache claims, Jobs and their pods. */
  public static final String APP_CACHE = "model-cache";

  /** Label {@code app} of the files ConfigMap. */
  public static final String APP_FILES = "model-files";

  public static final String APP_LABEL = "app";
  public static final String NAME_LABEL = "app.kubernetes.io/name";
  public static final String INSTANCE_LABEL = "app.kubernetes.io/instance";
  public static final String MANAGED_BY_LABEL = "app.kubernetes.io/managed-by";
  public static final String MANAGED_BY = "kaiwo";

  /**
   * Label naming the Model of its cache Jobs (and their pods) and files ConfigMap. Not {@code
   * model}: that label marks server pods, which the gateway and the sandbox's engines select on.
   */
  public static final String OWNER_MODEL_LABEL = "kaiwo.silogen.ai/model";

  /** Label of cache claims naming their cache profile. */
  public static final String CACHE_PROFILE_LABEL = "kaiwo.silogen.ai/cache-profile";

  /** The port every model server listens on. */
  public static final int SERVER_PORT = 8000;

  /** Mount point of the engine's model when it comes from a {@code pvc://} URL. */
  public static final String PVC_MODEL_DIR = "/model";

  /** Where cache claims are mounted. */
  public static final String CACHE_ROOT = "/models";

  /** The {@code UID} written into names and paths when a Model has none yet ({@code render}). */
  public static final String UNKNOWN_UID = "<uid>";

  private ModelNames() {}

  /** {@code model-<name>-<hash>-}, completed by the API server with five random characters. */
  public static String podGenerateName(Model model, String hash) {
    return "model-" + model.getMetadata().getName() + "-" + hash + "-";
  }

  public static String filesConfigMap(Model model) {
    return "model-" + model.getMetadata().getName() + "-files";
  }

  /** The claim shared by all Models of a cache profile in one namespace. */
  public static String cacheClaim(String cacheProfile) {
    return "shared-model-cache-" + cacheProfile;
  }

  /** {@code <name>-<uid>}: the Model's directory, relative to the claim's {@code models/}. */
  public static String cacheEntry(Model model) {
    String uid = model.getMetadata().getUid();
    return model.getMetadata().getName() + "-" + (uid == null ? UNKNOWN_UID : uid);
  }

  /** Absolute path of the Model's cache directory in server pods and load Jobs. */
  public static String cacheDir(Model model) {
    return CACHE_ROOT + "/" + cacheEntry(model);
  }

  public static String loadJob(Model model) {
    return "load-cache-" + model.getMetadata().getName();
  }

  public static String evictJob(Model model) {
    return "evict-cache-" + model.getMetadata().getName();
  }

  /** {@code vllm}, {@code ollama}, {@code fasterwhisper} or {@code infinity}. */
  public static String engineLabel(ModelEngine engine) {
    return switch (engine) {
      case VLLM -> "vllm";
      case OLLAMA -> "ollama";
      case FASTER_WHISPER -> "fasterwhisper";
      case INFINITY -> "infinity";
    };
  }

  /** Labels of a model-server pod (without {@code pod-hash}). */
  public static Map<String, String> podLabels(Model model) {
    String engine = engineLabel(model.getSpec().getEngine());
    Map<String, String> labels = new LinkedHashMap<>();
    labels.put(APP_LABEL, APP_MODEL);
    labels.put(KubeAiLabels.MODEL, model.getMetadata().getName());
    labels.put(NAME_LABEL, engine);
    labels.put(INSTANCE_LABEL, engine + "-" + model.getMetadata().getName());
    labels.put(MANAGED_BY_LABEL, MANAGED_BY);
    return labels;
  }

  /** Labels of the cache Jobs, their pods and the files ConfigMap of a Model. */
  public static Map<String, String> ownedLabels(Model model, String app) {
    Map<String, String> labels = new LinkedHashMap<>();
    labels.put(APP_LABEL, app);
    labels.put(OWNER_MODEL_LABEL, model.getMetadata().getName());
    labels.put(MANAGED_BY_LABEL, MANAGED_BY);
    return labels;
  }

  /** The feature label of a Model, e.g. {@code features.kubeai.org/TextGeneration}. */
  public static String featureLabel(String feature) {
    return KubeAiLabels.FEATURE_PREFIX + feature;
  }

  /**
   * A controller owner reference to {@code model}; {@code null} when it has no UID yet (objects
   * rendered offline).
   */
  public static OwnerReference ownerReference(Model model) {
    if (model.getMetadata().getUid() == null) {
      return null;
    }
    return new OwnerReferenceBuilder()
        .withApiVersion(model.getApiVersion())
        .withKind(model.getKind())
        .withName(model.getMetadata().getName())
        .withUid(model.getMetadata().getUid())
        .withController(true)
        .withBlockOwnerDeletion(true)
        .build();
  }
}
