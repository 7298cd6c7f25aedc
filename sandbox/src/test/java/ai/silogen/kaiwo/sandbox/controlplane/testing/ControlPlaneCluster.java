package ai.silogen.kaiwo.sandbox.controlplane.testing;

import static org.awaitility.Awaitility.await;

import ai.silogen.kaiwo.sandbox.InMemoryPodLogs;
import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.controlplane.ControlPlane;
import ai.silogen.kaiwo.sandbox.controlplane.ControlPlaneOptions;
import ai.silogen.kaiwo.sandbox.testing.TestSandbox;
import io.fabric8.kubernetes.api.model.Event;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.time.Duration;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
import org.awaitility.core.ConditionFactory;

/**
 * The sandbox API server with the whole simulated control plane running against it, shared by the
 * tests of one class; each test works in its own namespace.
 */
public final class ControlPlaneCluster implements AutoCloseable {

  private static final AtomicInteger NAMESPACES = new AtomicInteger();

  private final InMemoryPodLogs logs = new InMemoryPodLogs();
  private final Sandbox sandbox;

  /** Starts the control plane with Job pods running {@code runTime} by default. */
  public ControlPlaneCluster(Duration runTime) {
    this(options -> options.withDefaultRunTime(runTime));
  }

  /** Starts the control plane with the default options changed by {@code customize}. */
  public ControlPlaneCluster(UnaryOperator<ControlPlaneOptions> customize) {
    ControlPlaneOptions options = customize.apply(ControlPlaneOptions.defaults(logs));
    sandbox =
        TestSandbox.start(
            builder -> builder.podLogs(logs).components(ControlPlane.components(options)));
    int nodes = options.nodePool().nodes().size();
    await().until(() -> client().nodes().list().getItems().size() == nodes);
  }

  public KubernetesClient client() {
    return sandbox.client();
  }

  public InMemoryPodLogs logs() {
    return logs;
  }

  /** Creates a fresh namespace for one test and returns its name. */
  public String newNamespace() {
    String name = "test-" + NAMESPACES.incrementAndGet();
    client()
        .resource(new NamespaceBuilder().withNewMetadata().withName(name).endMetadata().build())
        .create();
    return name;
  }

  /**
   * Awaitility with the polling these tests use. A poll may see an object the kubelet or a
   * controller has only partly written (a pending pod with no container statuses yet), so a missing
   * field, list element or search result means "not yet" rather than failure; the timeout reports
   * it if it lasts.
   */
  public static ConditionFactory eventually() {
    return await()
        .pollInterval(Duration.ofMillis(50))
        .atMost(Duration.ofSeconds(15))
        .ignoreExceptionsMatching(
            e ->
                e instanceof NullPointerException
                    || e instanceof IndexOutOfBoundsException
                    || e instanceof NoSuchElementException);
  }

  /**
   * Runs a read-modify-write until it does not conflict with the controllers' concurrent writes, as
   * {@code kubectl edit} users retry.
   */
  public static void retryOnConflict(Runnable edit) {
    eventually()
        .ignoreExceptionsMatching(
            e -> e instanceof KubernetesClientException k && k.getCode() == 409)
        .until(
            () -> {
              edit.run();
              return true;
            });
  }

  /**
   * {@code object}, or an assertion failure (which {@link #eventually} retries) when it is absent.
   */
  public static <T> T present(T object, String what) {
    if (object == null) {
      throw new AssertionError(what + " not found");
    }
    return object;
  }

  /** Events in {@code namespace} about the object called {@code name}. */
  public List<Event> eventsFor(String namespace, String name) {
    return client().v1().events().inNamespace(namespace).list().getItems().stream()
        .filter(e -> name.equals(e.getInvolvedObject().getName()))
        .toList();
  }

  /** Reasons of the events about {@code name}. */
  public List<String> eventReasons(String namespace, String name) {
    return eventsFor(namespace, name).stream().map(Event::getReason).toList();
  }

  @Override
  public void close() {
    sandbox.close();
  }
}
