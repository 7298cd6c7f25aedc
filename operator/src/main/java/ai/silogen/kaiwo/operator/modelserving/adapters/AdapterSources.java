package ai.silogen.kaiwo.operator.modelserving.adapters;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.kubeai.v1.Adapter;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException;
import ai.silogen.kaiwo.operator.modelserving.spec.ModelUrl;
import ai.silogen.kaiwo.operator.modelserving.spec.PodAdditions;
import ai.silogen.kaiwo.operator.modelserving.spec.ResolvedModel;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.ContainerBuilder;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.VolumeBuilder;
import io.fabric8.kubernetes.api.model.VolumeMount;
import io.fabric8.kubernetes.api.model.VolumeMountBuilder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Where a LoRA adapter's files come from, replacing KubeAI's exec-based loader sidecar:
 *
 * <ul>
 *   <li>{@code hf://org/repo} adapters are loaded by vLLM itself: {@code lora_path} is the
 *       repository id, which vLLM downloads from the Hub (with the pod's {@code HF_TOKEN}). Adding
 *       or removing one needs no pod change.
 *   <li>{@code s3://}, {@code gs://} and {@code oss://} adapters are downloaded before the server
 *       starts by an init container ({@value #INIT_CONTAINER}, the model loader image) into an
 *       emptyDir at {@value #DIR}; {@code lora_path} is {@code /adapters/<name>}. They are part of
 *       the pod spec, so changing them rolls the pods (with surge).
 * </ul>
 *
 * <p>Either way the controller then calls vLLM's {@code /v1/load_lora_adapter} and labels the pod.
 * Each pod records the object-store adapters it fetched in the annotation {@value #PREFETCHED}, so
 * that pods of an older spec are never asked to load files they do not have.
 */
public final class AdapterSources {

  /** Pod annotation: JSON map of adapter name to URL of the adapters the init container fetched. */
  public static final String PREFETCHED = "kaiwo.silogen.ai/prefetched-adapters";

  /** Name of the init container fetching object-store adapters. */
  public static final String INIT_CONTAINER = "adapter-loader";

  /** Where fetched adapters live in the pod. */
  public static final String DIR = "/adapters";

  private static final String VOLUME = "adapters";

  private AdapterSources() {}

  /** The {@code lora_path} vLLM loads {@code adapter} from. */
  public static String loraPath(Adapter adapter) throws InvalidModelException {
    ModelUrl url = ModelUrl.parse(adapter.getUrl());
    return url.isScheme(ModelUrl.HF) ? url.ref() : DIR + "/" + adapter.getName();
  }

  /** The adapters fetched by the init container, by name, in name order. */
  public static Map<String, String> prefetched(List<Adapter> adapters)
      throws InvalidModelException {
    Map<String, String> result = new TreeMap<>();
    for (Adapter adapter : adapters == null ? List.<Adapter>of() : adapters) {
      if (ModelUrl.parse(adapter.getUrl()).isObjectStore()) {
        result.put(adapter.getName(), adapter.getUrl());
      }
    }
    return result;
  }

  /** What {@code pod}'s init container fetched (its {@value #PREFETCHED} annotation). */
  public static Map<String, String> prefetched(Pod pod) {
    Map<String, String> annotations = pod.getMetadata().getAnnotations();
    String json = annotations == null ? null : annotations.get(PREFETCHED);
    if (json == null) {
      return Map.of();
    }
    Map<String, String> result = new TreeMap<>();
    try {
      ApiSerialization.readTree(json)
          .properties()
          .forEach(entry -> result.put(entry.getKey(), entry.getValue().asText()));
    } catch (RuntimeException e) {
      return Map.of(); // not written by us: treat as nothing fetched
    }
    return result;
  }

  /**
   * Prepares a vLLM pod for {@code model}'s adapters: the init container and volume for
   * object-store adapters, the record annotation, and Hugging Face credentials for the server when
   * it downloads hf:// adapters of a model that does not come from the Hub.
   */
  public static void prepare(ResolvedModel model, Pod pod, Container server)
      throws InvalidModelException {
    List<Adapter> adapters = model.model().getSpec().getAdapters();
    if (adapters == null || adapters.isEmpty()) {
      return;
    }
    boolean anyHf = false;
    for (Adapter adapter : adapters) {
      anyHf |= ModelUrl.parse(adapter.getUrl()).isScheme(ModelUrl.HF);
    }
    if (anyHf && !model.url().isScheme(ModelUrl.HF)) {
      model.credentials().forScheme(ModelUrl.HF, model.env()).env().values().stream()
          .filter(var -> server.getEnv().stream().noneMatch(e -> e.getName().equals(var.getName())))
          .forEach(server.getEnv()::add);
    }
    Map<String, String> fetched = prefetched(adapters);
    if (fetched.isEmpty()) {
      return;
    }
    PodSpec spec = pod.getSpec();
    spec.getVolumes()
        .add(new VolumeBuilder().withName(VOLUME).withNewEmptyDir().endEmptyDir().build());
    server
        .getVolumeMounts()
        .add(
            new VolumeMountBuilder()
                .withName(VOLUME)
                .withMountPath(DIR)
                .withReadOnly(true)
                .build());
    spec.getInitContainers().add(initContainer(model, fetched, spec));
    pod.getMetadata()
        .getAnnotations()
        .put(PREFETCHED, ApiSerialization.toJson(new TreeMap<>(fetched)));
  }

  private static Container initContainer(
      ResolvedModel model, Map<String, String> fetched, PodSpec spec) throws InvalidModelException {
    PodAdditions credentials = PodAdditions.none();
    StringBuilder script = new StringBuilder("set -e");
    for (Map.Entry<String, String> adapter : fetched.entrySet()) {
      credentials =
          credentials.plus(
              model
                  .credentials()
                  .forScheme(ModelUrl.parse(adapter.getValue()).scheme(), model.env()));
      script
          .append("\n/bin/load ")
          .append(quote(adapter.getValue()))
          .append(' ')
          .append(quote(DIR + "/" + adapter.getKey()));
    }
    credentials.volumes().values().stream()
        .filter(
            v ->
                spec.getVolumes().stream()
                    .noneMatch(existing -> existing.getName().equals(v.getName())))
        .forEach(spec.getVolumes()::add);
    Map<String, EnvVar> env = new LinkedHashMap<>();
    model.env().forEach((name, value) -> env.put(name, new EnvVar(name, value, null)));
    credentials.env().forEach(env::putIfAbsent);
    List<VolumeMount> mounts = new ArrayList<>(credentials.mounts());
    mounts.add(new VolumeMountBuilder().withName(VOLUME).withMountPath(DIR).build());
    return new ContainerBuilder()
        .withName(INIT_CONTAINER)
        .withImage(model.config().modelLoading().image())
        .withCommand("sh", "-c", script.toString())
        .withEnv(new ArrayList<>(env.values()))
        .withEnvFrom(
            model.model().getSpec().getEnvFrom() == null
                ? List.of()
                : model.model().getSpec().getEnvFrom())
        .withVolumeMounts(mounts)
        .withSecurityContext(model.config().modelServerPods().securityContext())
        .build();
  }

  /** Single-quotes {@code text} for a POSIX shell. */
  static String quote(String text) {
    return "'" + text.replace("'", "'\\''") + "'";
  }
}
