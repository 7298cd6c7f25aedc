package ai.silogen.kaiwo.operator.workload.lifecycle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.KaiwoLabels;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonStatus;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.operator.KaiwoOperator;
import ai.silogen.kaiwo.operator.OperatorContext;
import ai.silogen.kaiwo.operator.OperatorOptions;
import ai.silogen.kaiwo.operator.nodepool.NodeProfile;
import ai.silogen.kaiwo.operator.workload.model.TestFiles;
import ai.silogen.kaiwo.operator.workload.model.WorkloadOptions;
import ai.silogen.kaiwo.operator.workload.reconcile.WorkloadsModule;
import ai.silogen.kaiwo.operator.workload.status.Termination;
import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.SimulatedCluster;
import ai.silogen.kaiwo.sandbox.nodes.NodePool;
import ai.silogen.kaiwo.sandbox.testing.TestSandbox;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.client.CustomResource;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.awaitility.core.ThrowingRunnable;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A whole Kaiwo cluster for lifecycle tests: the sandbox (API server, nodes, scheduler, kubelet,
 * Job/Deployment controllers, Kueue, KubeRay and AppWrapper stand-ins), the queues of {@link
 * QueueSetup}, and the operator with the workload controllers. Started once and shared by every
 * test class of the run (closed when the run ends); each test works in its own namespace.
 */
final class WorkloadCluster implements BeforeAllCallback {

  static final Duration TIMEOUT = Duration.ofSeconds(30);
  static final String RUN_SECONDS = "sandbox.kaiwo.silogen.ai/run-seconds";
  static final String EXIT_CODE = "sandbox.kaiwo.silogen.ai/exit-code";
  static final String DURATION_EXCEEDED = "DurationExceededWithActiveGpuDemand";

  private static final AtomicInteger NAMESPACES = new AtomicInteger();
  private Running running;

  /** The sandbox and the operator, closed at the end of the test run. */
  private static final class Running implements AutoCloseable {
    final Sandbox sandbox;
    final KaiwoOperator operator;

    Running() {
      sandbox =
          TestSandbox.start(
              builder ->
                  SimulatedCluster.install(
                      builder,
                      SimulatedCluster.Options.defaults()
                          .withDefaultRunTime(Duration.ofSeconds(1))));
      int nodes = NodePool.defaults().nodes().size();
      await()
          .atMost(TIMEOUT)
          .until(() -> sandbox.client().nodes().list().getItems().size() == nodes);
      labelGpuModels(sandbox.client());
      QueueSetup.create(sandbox.client());
      OperatorContext context =
          new OperatorContext(
              sandbox.newClient(),
              Clock.systemUTC(),
              new SimpleMeterRegistry(),
              OperatorOptions.defaults());
      WorkloadOptions options =
          new WorkloadOptions(
              "ghcr.io/silogen/kaiwo:test",
              List.of("download", WorkloadOptions.DOWNLOAD_CONFIG_PATH));
      operator = KaiwoOperator.create(context, List.of(new WorkloadsModule(options))).start();
    }

    /**
     * Labels GPU nodes with {@code kaiwo/gpu-model} as the operator's node labelling (not started
     * here) would, so that {@code gpuModels} can match them.
     */
    private static void labelGpuModels(KubernetesClient client) {
      for (var node : client.nodes().list().getItems()) {
        NodeProfile profile = NodeProfile.of(node);
        if (profile.hasGpus()) {
          client
              .nodes()
              .withName(node.getMetadata().getName())
              .edit(
                  n -> {
                    n.getMetadata().getLabels().put(KaiwoLabels.NODE_GPU_MODEL, profile.gpuModel());
                    return n;
                  });
        }
      }
    }

    @Override
    public void close() {
      operator.close();
      operator.context().client().close();
      sandbox.close();
    }
  }

  @Override
  public void beforeAll(ExtensionContext context) {
    running =
        context
            .getRoot()
            .getStore(ExtensionContext.Namespace.create(WorkloadCluster.class))
            .getOrComputeIfAbsent(Running.class, key -> new Running(), Running.class);
  }

  KubernetesClient client() {
    return running.sandbox.client();
  }

  /** A fresh namespace for one test. */
  String namespace() {
    String name = "wl-" + NAMESPACES.incrementAndGet();
    client()
        .namespaces()
        .resource(new NamespaceBuilder().withNewMetadata().withName(name).endMetadata().build())
        .create();
    return name;
  }

  /** An example of the repository, in {@code namespace}, with extra annotations. */
  <T extends CustomResource<?, ?>> T example(
      String path, Class<T> kind, String namespace, Map<String, String> annotations) {
    T resource = ApiSerialization.read(TestFiles.example(path), kind);
    resource.getMetadata().setNamespace(namespace);
    resource.getMetadata().setAnnotations(annotations);
    return resource;
  }

  /** A Kaiwo object from YAML, in {@code namespace}. */
  <T extends CustomResource<?, ?>> T object(String yaml, Class<T> kind, String namespace) {
    T resource = ApiSerialization.read(yaml, kind);
    resource.getMetadata().setNamespace(namespace);
    return resource;
  }

  /** Edits a Kaiwo object the way {@code kubectl edit} does, retrying on conflicts. */
  <T extends CustomResource<?, ?>> void edit(T resource, Consumer<T> change) {
    retryOnConflict(resource, change, false);
  }

  /** Edits a Kaiwo object, then waits until {@code outcome} holds. */
  <T extends CustomResource<?, ?>> void editAndAwait(
      T resource, Consumer<T> change, ThrowingRunnable outcome) {
    edit(resource, change);
    await().atMost(TIMEOUT).untilAsserted(outcome);
  }

  /** Edits a Kaiwo object's status as another controller would, retrying on conflicts. */
  <T extends CustomResource<?, ?>> void editStatus(T resource, Consumer<T> change) {
    retryOnConflict(resource, change, true);
  }

  /** Requests termination of a running workload as the duration-based preemption would. */
  <T extends CustomResource<?, ?>> void requestTermination(T resource) {
    editStatus(
        resource,
        current ->
            Termination.request(
                (CommonStatus) current.getStatus(),
                DURATION_EXCEEDED,
                "Workload exceeded its duration",
                Instant.now(),
                current.getMetadata().getGeneration()));
  }

  private <T extends CustomResource<?, ?>> void retryOnConflict(
      T resource, Consumer<T> change, boolean status) {
    await()
        .atMost(TIMEOUT)
        .ignoreExceptionsMatching(
            e -> e instanceof KubernetesClientException k && k.getCode() == 409)
        .until(
            () -> {
              T current = reread(resource);
              change.accept(current);
              if (status) {
                client().resource(current).updateStatus();
              } else {
                client().resource(current).update();
              }
              return true;
            });
  }

  <T extends HasMetadata> T create(T resource) {
    return client().resource(resource).create();
  }

  /** Waits until the workload reaches {@code expected}, and returns it. */
  <T extends CustomResource<?, ?>> T awaitStatus(T resource, WorkloadStatus expected) {
    // Asserted, so that a timeout says which status the workload was left in.
    await()
        .atMost(TIMEOUT)
        .pollInterval(Duration.ofMillis(100))
        .untilAsserted(
            () ->
                assertThat(status(resource))
                    .as("status of %s", resource.getMetadata().getName())
                    .isEqualTo(expected));
    return reread(resource);
  }

  <T extends CustomResource<?, ?>> T reread(T resource) {
    return client().resource(resource).get();
  }

  WorkloadStatus status(CustomResource<?, ?> resource) {
    CustomResource<?, ?> current = reread(resource);
    return current != null && current.getStatus() instanceof CommonStatus status
        ? status.getStatus()
        : null;
  }

  /** The condition of {@code type} of the workload, if any. */
  Condition condition(CustomResource<?, ?> resource, String type) {
    CustomResource<?, ?> current = reread(resource);
    if (!(current.getStatus() instanceof CommonStatus status) || status.getConditions() == null) {
      return null;
    }
    return status.getConditions().stream()
        .filter(c -> type.equals(c.getType()))
        .findFirst()
        .orElse(null);
  }
}
