package ai.silogen.kaiwo.operator.render;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.operator.modelserving.ModelRender;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfig;
import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException;
import io.fabric8.kubernetes.api.model.HasMetadata;
import java.util.ArrayList;
import java.util.List;

/**
 * Renders KubeAI Models with the model-serving controller's pure functions ({@link ModelRender}):
 * files ConfigMap, cache claim and load Job, and one server pod per desired replica.
 */
final class ModelObjects {

  private record Entry(Documents.Document document, Model model) {}

  private final List<Entry> models = new ArrayList<>();

  void add(Documents.Document document) {
    models.add(new Entry(document, document.as(Model.class)));
  }

  /** The objects of every Model, in input order. */
  List<HasMetadata> render(SystemConfig config) {
    List<HasMetadata> objects = new ArrayList<>();
    for (Entry entry : models) {
      try {
        objects.addAll(ModelRender.render(entry.model(), config).all());
      } catch (InvalidModelException e) {
        throw new RenderException(entry.document().describe() + ": " + e.getMessage(), e);
      }
    }
    return objects;
  }
}
