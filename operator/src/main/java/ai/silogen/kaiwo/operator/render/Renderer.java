package ai.silogen.kaiwo.operator.render;

import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.crd.CrdDefaulter;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.operator.cluster.ClusterFacts;
import ai.silogen.kaiwo.operator.modelserving.ModelRender;
import ai.silogen.kaiwo.operator.modelserving.RenderedModel;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfig;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfigLoader;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException;
import ai.silogen.kaiwo.operator.workload.model.DesiredState;
import ai.silogen.kaiwo.operator.workload.model.DesiredStateBuilder;
import ai.silogen.kaiwo.operator.workload.model.InvalidWorkloadException;
import ai.silogen.kaiwo.operator.workload.model.SchedulingCheck;
import ai.silogen.kaiwo.operator.workload.model.WorkloadOptions;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.client.CustomResource;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Renders Kaiwo objects into the objects the operator would create, with exactly the builders the
 * controllers use. Each KaiwoJob and KaiwoService is first defaulted like the API server would (CRD
 * defaults; namespace {@code default}; a UID derived from kind, namespace and name, so that output
 * is stable across runs). A Model renders into its pods, files ConfigMap and cache objects. A
 * KaiwoQueueConfig renders into its Kueue objects (and replaces the cluster's queue configuration
 * for the workloads of the same input), an AIMNamespaceConfig into its gateway route; its
 * credentials and pull secrets apply to the workloads and Models of its namespace (in place of the
 * cluster file's config for that namespace). Other kinds are skipped with a warning.
 */
public final class Renderer {

  /** Namespace of objects that do not set one (kubectl's default context namespace). */
  public static final String DEFAULT_NAMESPACE = "default";

  private Renderer() {}

  /** Renders {@code manifests} with the built-in model-serving system configuration. */
  public static RenderResult render(
      String manifests, String source, ClusterFacts cluster, WorkloadOptions options) {
    return render(manifests, source, cluster, options, SystemConfigLoader.defaults());
  }

  /**
   * Renders the manifests in {@code manifests} (YAML or JSON, multi-document).
   *
   * @param source name of the input in error messages (a file name, or {@code -})
   * @param cluster the cluster facts ({@link DefaultCluster#facts()} or {@link ClusterFile#parse})
   * @param models the model-serving system configuration Models are rendered with
   * @throws RenderException naming the document and field of the first invalid input
   */
  public static RenderResult render(
      String manifests,
      String source,
      ClusterFacts cluster,
      WorkloadOptions options,
      SystemConfig models) {
    return render(List.of(new Input(source, manifests)), cluster, options, models);
  }

  /**
   * One input of a render: a file's (or standard input's) text.
   *
   * @param source its name in error messages
   * @param text YAML or JSON, multi-document
   */
  public record Input(String source, String text) {}

  /**
   * Renders the documents of every input together, in input order, as if they were one stream: a
   * KaiwoQueueConfig of one file applies to the workloads of another.
   *
   * @throws RenderException naming the source, document and field of the first invalid input
   */
  public static RenderResult render(
      List<Input> inputs, ClusterFacts cluster, WorkloadOptions options, SystemConfig models) {
    List<HasMetadata> workloads = new ArrayList<>();
    List<Documents.Document> modelDocuments = new ArrayList<>();
    List<String> warnings = new ArrayList<>();
    AdministrationObjects administration = new AdministrationObjects();
    List<Documents.Document> documents = new ArrayList<>();
    inputs.forEach(input -> documents.addAll(Documents.parse(input.text(), input.source())));
    for (Documents.Document document : documents) {
      switch (document.kind()) {
        case "KaiwoJob" -> workloads.add(stored(document.as(KaiwoJob.class)));
        case "KaiwoService" -> workloads.add(stored(document.as(KaiwoService.class)));
        case "Model" -> modelDocuments.add(document);
        case "KaiwoQueueConfig" -> administration.add(document.as(KaiwoQueueConfig.class));
        case "AIMNamespaceConfig" -> administration.add(document.as(AIMNamespaceConfig.class));
        default ->
            warnings.add(
                document.describe()
                    + ": skipped (KaiwoJob, KaiwoService, Model, KaiwoQueueConfig and"
                    + " AIMNamespaceConfig render)");
      }
    }
    ClusterFacts facts = administration.facts(cluster);
    RenderResult result = render(workloads, facts, options, warnings);
    List<HasMetadata> objects = new ArrayList<>(administration.render(facts));
    objects.addAll(result.objects());
    List<String> notes = new ArrayList<>(result.notes());
    for (Documents.Document document : modelDocuments) {
      RenderedModel model = model(document, facts, models);
      objects.addAll(model.all());
      model.note().ifPresent(notes::add);
    }
    return new RenderResult(objects, result.warnings(), notes);
  }

  private static RenderedModel model(
      Documents.Document document, ClusterFacts facts, SystemConfig config) {
    try {
      return ModelRender.render(document.as(Model.class), config, facts::namespaceDefaults);
    } catch (InvalidModelException e) {
      throw new RenderException(document.describe() + ": " + e.getMessage(), e);
    }
  }

  /** Renders already-parsed KaiwoJobs and KaiwoServices (as stored by an API server). */
  public static RenderResult render(
      List<HasMetadata> workloads, ClusterFacts cluster, WorkloadOptions options) {
    return render(workloads, cluster, options, new ArrayList<>());
  }

  private static RenderResult render(
      List<HasMetadata> workloads,
      ClusterFacts cluster,
      WorkloadOptions options,
      List<String> warnings) {
    Map<String, HasMetadata> objects = new LinkedHashMap<>();
    List<String> notes = new ArrayList<>();
    for (HasMetadata workload : workloads) {
      DesiredState state;
      try {
        state = DesiredStateBuilder.build(workload, cluster, options);
      } catch (InvalidWorkloadException e) {
        throw new RenderException(e.getMessage(), e);
      }
      String name = workload.getKind() + " " + workload.getMetadata().getName();
      state.context().plan().adjustment().ifPresent(note -> notes.add(name + ": " + note));
      SchedulingCheck.Verdict verdict = SchedulingCheck.check(state.context());
      if (!verdict.schedulable()) {
        warnings.add(
            name + " would wait in ERROR (" + verdict.reason() + "): " + verdict.message());
      }
      for (HasMetadata object : state.all()) {
        objects.putIfAbsent(key(object), object);
      }
    }
    return new RenderResult(List.copyOf(objects.values()), warnings, notes);
  }

  /** {@code resource} as an API server would store it. */
  private static <T extends CustomResource<?, ?>> T stored(T resource) {
    T stored = CrdDefaulter.withDefaults(resource);
    if (stored.getMetadata().getNamespace() == null) {
      stored.getMetadata().setNamespace(DEFAULT_NAMESPACE);
    }
    if (stored.getMetadata().getUid() == null) {
      String identity =
          stored.getKind()
              + "/"
              + stored.getMetadata().getNamespace()
              + "/"
              + stored.getMetadata().getName();
      stored
          .getMetadata()
          .setUid(UUID.nameUUIDFromBytes(identity.getBytes(StandardCharsets.UTF_8)).toString());
    }
    if (stored.getMetadata().getGeneration() == null) {
      stored.getMetadata().setGeneration(1L);
    }
    return stored;
  }

  private static String key(HasMetadata object) {
    return object.getApiVersion()
        + "/"
        + object.getKind()
        + "/"
        + object.getMetadata().getNamespace()
        + "/"
        + object.getMetadata().getName();
  }
}
