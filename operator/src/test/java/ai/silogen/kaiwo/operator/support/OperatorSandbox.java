package ai.silogen.kaiwo.operator.support;

import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfigSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.operator.ControllerModule;
import ai.silogen.kaiwo.operator.KaiwoOperator;
import ai.silogen.kaiwo.operator.OperatorContext;
import ai.silogen.kaiwo.operator.OperatorOptions;
import ai.silogen.kaiwo.sandbox.InMemoryPodLogs;
import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.SandboxBuilder;
import ai.silogen.kaiwo.sandbox.controlplane.ControlPlane;
import ai.silogen.kaiwo.sandbox.controlplane.ControlPlaneOptions;
import ai.silogen.kaiwo.sandbox.controlplane.ecosystem.EcosystemComponents;
import ai.silogen.kaiwo.sandbox.controlplane.ecosystem.EcosystemOptions;
import ai.silogen.kaiwo.sandbox.spi.SandboxComponent;
import ai.silogen.kaiwo.sandbox.testing.TestSandbox;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.awaitility.Awaitility;
import org.awaitility.core.ConditionFactory;

/**
 * A sandbox cluster (API server, the default simulated nodes, scheduler, kubelet, Job and
 * Deployment controllers, and the Kueue/KubeRay/AppWrapper stand-ins) with a Kaiwo operator running
 * the given controller modules against it.
 */
public final class OperatorSandbox implements AutoCloseable {

  private final Sandbox sandbox;
  private final KubernetesClient operatorClient;
  private final KaiwoOperator operator;

  private OperatorSandbox(
      Sandbox sandbox, List<ControllerModule> modules, OperatorOptions options) {
    this.sandbox = sandbox;
    this.operatorClient = sandbox.newClient();
    this.operator =
        KaiwoOperator.create(
            new OperatorContext(
                operatorClient, Clock.systemUTC(), new SimpleMeterRegistry(), options),
            modules);
  }

  /** A sandbox with the default nodes and Job pods running for 2 s, and an operator started. */
  public static OperatorSandbox start(List<ControllerModule> modules) {
    return start(modules, options -> options, builder -> {});
  }

  /**
   * A sandbox whose control plane is configured by {@code controlPlane} and whose builder by {@code
   * customizer}, with an operator running {@code modules} started against it.
   */
  public static OperatorSandbox start(
      List<ControllerModule> modules,
      UnaryOperator<ControlPlaneOptions> controlPlane,
      Consumer<SandboxBuilder> customizer) {
    return start(modules, controlPlane, customizer, sandbox -> OperatorOptions.defaults());
  }

  /**
   * As {@link #start(List, UnaryOperator, Consumer)}, with the operator's options chosen once the
   * sandbox runs (for options that point at something the test starts in it).
   */
  public static OperatorSandbox start(
      List<ControllerModule> modules,
      UnaryOperator<ControlPlaneOptions> controlPlane,
      Consumer<SandboxBuilder> customizer,
      Function<Sandbox, OperatorOptions> options) {
    InMemoryPodLogs logs = new InMemoryPodLogs();
    EcosystemComponents ecosystem =
        EcosystemComponents.create(
            EcosystemOptions.defaults().withDefaultRunTime(Duration.ofSeconds(2)));
    Sandbox sandbox =
        TestSandbox.start(
            builder -> {
              List<SandboxComponent> components =
                  new ArrayList<>(
                      ControlPlane.components(
                          controlPlane.apply(ControlPlaneOptions.defaults(logs))));
              components.addAll(ecosystem.components());
              builder
                  .podLogs(logs)
                  .components(components)
                  .admissionPlugins(ecosystem.admissionPlugins());
              customizer.accept(builder);
            });
    return started(sandbox, modules, options.apply(sandbox));
  }

  /**
   * A bare sandbox (API server only: no nodes, scheduler or add-ons) customised by {@code
   * customizer}, with an operator running {@code modules}; for controllers that only read and write
   * objects.
   */
  public static OperatorSandbox startBare(
      List<ControllerModule> modules, Consumer<SandboxBuilder> customizer) {
    return started(TestSandbox.start(customizer), modules, OperatorOptions.defaults());
  }

  private static OperatorSandbox started(
      Sandbox sandbox, List<ControllerModule> modules, OperatorOptions options) {
    OperatorSandbox running = new OperatorSandbox(sandbox, modules, options);
    try {
      running.operator.start();
    } catch (RuntimeException e) {
      running.close();
      throw e;
    }
    return running;
  }

  /** The sandbox's client (for the test's own requests). */
  public KubernetesClient client() {
    return sandbox.client();
  }

  public Sandbox sandbox() {
    return sandbox;
  }

  /** Awaitility with a short poll interval and a timeout generous enough for a loaded machine. */
  public static ConditionFactory eventually() {
    return Awaitility.await()
        .pollInterval(Duration.ofMillis(100))
        .atMost(Duration.ofSeconds(30))
        .ignoreExceptions();
  }

  /**
   * Waits until the operator reports the {@code kaiwo} KaiwoQueueConfig READY (Kueue is set up).
   */
  public static void awaitQueueConfigReady(KubernetesClient client) {
    eventually()
        .until(
            () -> {
              KaiwoQueueConfig config =
                  client.resources(KaiwoQueueConfig.class).withName("kaiwo").get();
              return config != null
                  && config.getStatus() != null
                  && config.getStatus().getStatus() == WorkloadStatus.READY;
            });
  }

  /** Creates the namespaces {@code names}. */
  public static void createNamespaces(KubernetesClient client, String... names) {
    for (String name : names) {
      client
          .namespaces()
          .resource(new NamespaceBuilder().withNewMetadata().withName(name).endMetadata().build())
          .create();
    }
  }

  /** The status of KaiwoJob {@code namespace/name}; null before the operator has set one. */
  public static WorkloadStatus jobStatus(KubernetesClient client, String namespace, String name) {
    KaiwoJob job = client.resources(KaiwoJob.class).inNamespace(namespace).withName(name).get();
    return job == null || job.getStatus() == null ? null : job.getStatus().getStatus();
  }

  /**
   * Runs {@code edit} until it succeeds: the test's writes can conflict with the operator's, like
   * any client's (each edit here is idempotent).
   */
  public static void retrying(Runnable edit) {
    eventually()
        .until(
            () -> {
              edit.run();
              return true;
            });
  }

  /**
   * Waits for the {@code kaiwo} KaiwoConfig (the operator creates it) and applies {@code change} to
   * its spec, retrying on conflicts with the operator's own writes.
   */
  public static void editKaiwoConfig(KubernetesClient client, Consumer<KaiwoConfigSpec> change) {
    eventually().until(() -> client.resources(KaiwoConfig.class).withName("kaiwo").get() != null);
    retrying(
        () ->
            client
                .resources(KaiwoConfig.class)
                .withName("kaiwo")
                .edit(
                    config -> {
                      change.accept(config.getSpec());
                      return config;
                    }));
  }

  @Override
  public void close() {
    try {
      operator.close();
    } finally {
      operatorClient.close();
      sandbox.close();
    }
  }
}
