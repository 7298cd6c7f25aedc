package ai.silogen.kaiwo.operator.modelserving.sandbox;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.api.kubeai.v1.ModelSpec;
import ai.silogen.kaiwo.operator.KaiwoOperator;
import ai.silogen.kaiwo.operator.OperatorContext;
import ai.silogen.kaiwo.operator.OperatorOptions;
import ai.silogen.kaiwo.operator.modelserving.ModelServingModule;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfigLoader;
import ai.silogen.kaiwo.sandbox.controlplane.testing.ControlPlaneCluster;
import ai.silogen.kaiwo.sandbox.engines.EngineSimulatorRuntime;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * The sandbox with its control plane, model-server pods run by engine simulators, and the operator
 * with model serving and the built-in system config: one per test run, shared by the model-serving
 * sandbox tests, each working in its own namespace.
 */
final class ModelServingCluster implements ExtensionContext.Store.CloseableResource, AutoCloseable {

  private static final HttpClient HTTP = HttpClient.newHttpClient();

  private final EngineSimulatorRuntime engines =
      new EngineSimulatorRuntime(Map.of("SIM_TIME_SCALE", "0.01"));
  private final ControlPlaneCluster cluster;
  private final KaiwoOperator operator;

  private ModelServingCluster() {
    cluster =
        new ControlPlaneCluster(
            o -> o.withDefaultRunTime(Duration.ofMillis(300)).withPodRuntimes(List.of(engines)));
    OperatorContext context =
        new OperatorContext(
            cluster.client(),
            Clock.systemUTC(),
            new SimpleMeterRegistry(),
            OperatorOptions.defaults());
    operator =
        KaiwoOperator.create(
                context, List.of(new ModelServingModule(SystemConfigLoader.defaults())))
            .start();
  }

  /**
   * Injects the cluster of this test run into test methods and lifecycle methods: started on first
   * use, closed when the run ends.
   */
  static final class Shared implements ParameterResolver {
    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
      return parameter.getParameter().getType() == ModelServingCluster.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
      return context
          .getRoot()
          .getStore(ExtensionContext.Namespace.GLOBAL)
          .getOrComputeIfAbsent(
              ModelServingCluster.class, k -> new ModelServingCluster(), ModelServingCluster.class);
    }
  }

  KubernetesClient client() {
    return cluster.client();
  }

  String newNamespace() {
    return cluster.newNamespace();
  }

  List<String> eventReasons(String namespace, String name) {
    return cluster.eventReasons(namespace, name);
  }

  Model create(String namespace, String yaml) {
    Model model = ApiSerialization.read(yaml, Model.class);
    model.getMetadata().setNamespace(namespace);
    return client().resource(model).create();
  }

  Model model(String namespace, String name) {
    return client().resources(Model.class).inNamespace(namespace).withName(name).get();
  }

  /**
   * Edits a Model's spec as {@code kubectl edit} would, retrying when the write conflicts with the
   * operator's concurrent status writes.
   */
  void editSpec(String namespace, String name, Consumer<ModelSpec> change) {
    ControlPlaneCluster.retryOnConflict(
        () ->
            client()
                .resources(Model.class)
                .inNamespace(namespace)
                .withName(name)
                .edit(
                    model -> {
                      change.accept(model.getSpec());
                      return model;
                    }));
  }

  List<Pod> pods(String namespace, String model) {
    return client()
        .pods()
        .inNamespace(namespace)
        .withLabel("model", model)
        .list()
        .getItems()
        .stream()
        .filter(p -> p.getMetadata().getDeletionTimestamp() == null)
        .toList();
  }

  static boolean ready(Pod pod) {
    return pod.getStatus() != null
        && pod.getStatus().getConditions() != null
        && pod.getStatus().getConditions().stream()
            .anyMatch(c -> "Ready".equals(c.getType()) && "True".equals(c.getStatus()));
  }

  /** {@code http://ip:port} of a model pod, from the annotations the kubelet published. */
  static String address(Pod pod) {
    Map<String, String> annotations = pod.getMetadata().getAnnotations();
    return "http://" + annotations.get("model-pod-ip") + ":" + annotations.get("model-pod-port");
  }

  static HttpResponse<String> get(String url) throws IOException, InterruptedException {
    return HTTP.send(
        HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(5)).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  static HttpResponse<String> post(String url, String json)
      throws IOException, InterruptedException {
    return HTTP.send(
        HttpRequest.newBuilder(URI.create(url))
            .timeout(Duration.ofSeconds(5))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(json))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }

  @Override
  public void close() {
    operator.close();
    cluster.close();
    engines.close();
  }
}
