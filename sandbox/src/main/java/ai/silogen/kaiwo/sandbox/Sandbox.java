package ai.silogen.kaiwo.sandbox;

import ai.silogen.kaiwo.sandbox.gc.ApiOperations;
import ai.silogen.kaiwo.sandbox.gc.CustomResourceCleanup;
import ai.silogen.kaiwo.sandbox.gc.GarbageCollector;
import ai.silogen.kaiwo.sandbox.gc.NamespaceController;
import ai.silogen.kaiwo.sandbox.gc.WorkQueue;
import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.kubeconfig.KubeconfigWriter;
import ai.silogen.kaiwo.sandbox.server.ApiHttpServer;
import ai.silogen.kaiwo.sandbox.server.ApiRequest;
import ai.silogen.kaiwo.sandbox.server.SandboxDispatcher;
import ai.silogen.kaiwo.sandbox.spi.PodLogs;
import ai.silogen.kaiwo.sandbox.spi.SandboxComponent;
import com.fasterxml.jackson.databind.JsonNode;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.ConfigBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.fabric8.mockwebserver.dsl.HttpMethod;
import io.fabric8.mockwebserver.http.MockResponse;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An in-process Kubernetes API server for tests and local runs: plain HTTP on loopback, admission
 * and garbage collection like a real cluster's, every CRD of the classpath installed, the default
 * namespaces created, the given simulated components started, and a kubeconfig written for kubectl
 * and other clients.
 *
 * <pre>{@code
 * try (Sandbox sandbox = Sandbox.builder().port(0).kubeconfig(dir.resolve("kubeconfig")).start()) {
 *   sandbox.client().pods().inNamespace("default").list();
 * }
 * }</pre>
 */
public final class Sandbox implements AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(Sandbox.class);

  /** Where the kubeconfig goes unless configured otherwise. */
  public static final Path DEFAULT_KUBECONFIG =
      Path.of(System.getProperty("user.home"), ".kaiwo", "sandbox", "kubeconfig");

  /** The namespaces every cluster starts with. */
  public static final List<String> DEFAULT_NAMESPACES =
      List.of("default", "kube-system", "kube-public", "kube-node-lease");

  private final SandboxBuilder settings;
  private final List<SandboxComponent> started = new ArrayList<>();
  private SandboxDispatcher dispatcher;
  private ScheduledExecutorService scheduler;
  private WorkQueue controllers;
  private Vertx vertx;
  private ApiHttpServer http;
  private KubernetesClient client;
  private int port;
  private boolean running;
  private boolean closed;

  Sandbox(SandboxBuilder settings) {
    this.settings = settings;
  }

  /** A builder; see {@link SandboxBuilder} for the defaults. */
  public static SandboxBuilder builder() {
    return new SandboxBuilder();
  }

  /**
   * Starts the API server, installs the CRDs, creates the default namespaces, starts the components
   * and writes the kubeconfig.
   *
   * @return this sandbox
   * @throws IllegalStateException when it was already started or closed, or start-up failed
   */
  public synchronized Sandbox start() {
    if (running || closed) {
      throw new IllegalStateException("a sandbox can be started once");
    }
    running = true;
    try {
      scheduler = Executors.newSingleThreadScheduledExecutor(daemon("kaiwo-sandbox-logs"));
      dispatcher =
          new SandboxDispatcher(
              settings.admissionPlugins(), settings.podLogs(), scheduler, settings.clock());
      controllers = new WorkQueue("kaiwo-sandbox-controllers");
      ApiOperations operations = new ApiOperations(dispatcher);
      dispatcher.addListener(new GarbageCollector(dispatcher.index(), operations, controllers));
      dispatcher.addListener(new NamespaceController(dispatcher.index(), operations, controllers));
      dispatcher.addListener(
          new CustomResourceCleanup(dispatcher.index(), operations, controllers));
      vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(2).setWorkerPoolSize(8));
      http = new ApiHttpServer(vertx, dispatcher::dispatch);
      port = http.start(settings.port());
      dispatcher.serverAddress("127.0.0.1:" + port);
      if (settings.installClasspathCrds()) {
        ClasspathCrds.load(Sandbox.class.getClassLoader()).forEach(this::install);
      }
      settings.crds().forEach(this::install);
      DEFAULT_NAMESPACES.forEach(this::createNamespace);
      client = newClient();
      for (SandboxComponent component : settings.components()) {
        component.start(client);
        started.add(component);
      }
      if (settings.kubeconfig() != null) {
        KubeconfigWriter.write(settings.kubeconfig(), masterUrl(), settings.namespace());
      }
      LOG.info("Kubernetes sandbox listening on {}", masterUrl());
      return this;
    } catch (RuntimeException e) {
      close();
      throw e;
    }
  }

  /** Installs a CustomResourceDefinition (JSON tree of an {@code apiextensions.k8s.io/v1} CRD). */
  public void install(JsonNode crd) {
    MockResponse response =
        dispatcher.handle(
            ApiRequest.internal(
                HttpMethod.POST,
                "/apis/apiextensions.k8s.io/v1/customresourcedefinitions",
                "application/json",
                Json.write(crd)));
    if (response.code() != 201) {
      throw new IllegalStateException(
          "cannot install CRD "
              + crd.path("metadata").path("name").asText()
              + ": "
              + response.getBody().readUtf8());
    }
  }

  private void createNamespace(String name) {
    String body =
        "{\"apiVersion\":\"v1\",\"kind\":\"Namespace\",\"metadata\":{\"name\":\"" + name + "\"}}";
    dispatcher.handle(
        ApiRequest.internal(HttpMethod.POST, "/api/v1/namespaces", "application/json", body));
  }

  /** A new client for this sandbox (the caller closes it). */
  public KubernetesClient newClient() {
    Config config =
        new ConfigBuilder(Config.empty())
            .withMasterUrl(masterUrl())
            .withNamespace(settings.namespace())
            .withRequestRetryBackoffLimit(1)
            .build();
    return new KubernetesClientBuilder().withConfig(config).build();
  }

  /** The shared client (closed with the sandbox). */
  public KubernetesClient client() {
    requireRunning();
    return client;
  }

  /** {@code http://127.0.0.1:<port>}. */
  public String masterUrl() {
    requireRunning();
    return "http://127.0.0.1:" + port;
  }

  public int port() {
    requireRunning();
    return port;
  }

  /** Where the kubeconfig was written, {@code null} when writing it was switched off. */
  public Path kubeconfigPath() {
    return settings.kubeconfig();
  }

  /** The container logs served on {@code pods/log}. */
  public PodLogs podLogs() {
    return settings.podLogs();
  }

  /** The request dispatcher, for in-process access without HTTP. */
  public SandboxDispatcher dispatcher() {
    requireRunning();
    return dispatcher;
  }

  /** Stops the components, then the API server. Idempotent. */
  @Override
  public synchronized void close() {
    if (closed) {
      return;
    }
    closed = true;
    started.forEach(SandboxComponent::stopping);
    for (int i = started.size() - 1; i >= 0; i--) {
      try {
        started.get(i).close();
      } catch (RuntimeException e) {
        LOG.warn("component {} failed to stop", started.get(i).name(), e);
      }
    }
    if (client != null) {
      client.close();
    }
    if (http != null) {
      http.close();
    }
    if (controllers != null) {
      controllers.close();
    }
    if (scheduler != null) {
      scheduler.shutdownNow();
    }
    if (vertx != null) {
      try {
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
      } catch (Exception e) {
        LOG.debug("closing Vert.x", e);
      }
    }
    if (settings.deleteKubeconfigOnClose() && settings.kubeconfig() != null && running) {
      try {
        Files.deleteIfExists(settings.kubeconfig());
      } catch (IOException e) {
        LOG.warn("cannot delete {}", settings.kubeconfig(), e);
      }
    }
  }

  private void requireRunning() {
    if (!running) {
      throw new IllegalStateException("the sandbox is not started");
    }
  }

  private static ThreadFactory daemon(String name) {
    return runnable -> {
      Thread thread = new Thread(runnable, name);
      thread.setDaemon(true);
      return thread;
    };
  }
}
