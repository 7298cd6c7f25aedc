package ai.silogen.kaiwo.sandbox;

import ai.silogen.kaiwo.sandbox.spi.AdmissionPlugin;
import ai.silogen.kaiwo.sandbox.spi.PodLogs;
import ai.silogen.kaiwo.sandbox.spi.SandboxComponent;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Settings of a {@link Sandbox}. Defaults: a random free port, the kubeconfig at {@link
 * Sandbox#DEFAULT_KUBECONFIG} (kept on close), namespace {@code default}, the classpath CRDs
 * installed, no components, no admission plugins, in-memory pod logs, the system clock.
 */
public final class SandboxBuilder {

  private int port;
  private Path kubeconfig = Sandbox.DEFAULT_KUBECONFIG;
  private boolean deleteKubeconfigOnClose;
  private String namespace = "default";
  private boolean installClasspathCrds = true;
  private final List<JsonNode> crds = new ArrayList<>();
  private final List<SandboxComponent> components = new ArrayList<>();
  private final List<AdmissionPlugin> admissionPlugins = new ArrayList<>();
  private PodLogs podLogs = new InMemoryPodLogs();
  private Clock clock = Clock.systemUTC();

  SandboxBuilder() {}

  /** The port to listen on; 0 (the default) picks a free one. */
  public SandboxBuilder port(int port) {
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("port must be 0..65535, was " + port);
    }
    this.port = port;
    return this;
  }

  /** Where to write the kubeconfig; {@code null} writes none. */
  public SandboxBuilder kubeconfig(Path kubeconfig) {
    this.kubeconfig = kubeconfig;
    return this;
  }

  /** Deletes the kubeconfig this sandbox wrote when it closes (default: keep it). */
  public SandboxBuilder deleteKubeconfigOnClose(boolean delete) {
    this.deleteKubeconfigOnClose = delete;
    return this;
  }

  /** Namespace of the kubeconfig context and of the sandbox's client (default {@code default}). */
  public SandboxBuilder namespace(String namespace) {
    this.namespace = Objects.requireNonNull(namespace);
    return this;
  }

  /** Whether to install the CRDs found on the classpath (default true). */
  public SandboxBuilder installClasspathCrds(boolean install) {
    this.installClasspathCrds = install;
    return this;
  }

  /** Extra CRDs to install at start (JSON trees of {@code apiextensions.k8s.io/v1} CRDs). */
  public SandboxBuilder crds(List<JsonNode> crds) {
    this.crds.addAll(crds);
    return this;
  }

  /** Simulated components, started in order after the API server is up. */
  public SandboxBuilder components(List<? extends SandboxComponent> components) {
    this.components.addAll(components);
    return this;
  }

  public SandboxBuilder component(SandboxComponent component) {
    this.components.add(Objects.requireNonNull(component));
    return this;
  }

  /** Mutating admission plugins, run in order on every create and update. */
  public SandboxBuilder admissionPlugins(List<? extends AdmissionPlugin> plugins) {
    this.admissionPlugins.addAll(plugins);
    return this;
  }

  public SandboxBuilder admissionPlugin(AdmissionPlugin plugin) {
    this.admissionPlugins.add(Objects.requireNonNull(plugin));
    return this;
  }

  /** Where {@code pods/log} reads from (default: a new {@link InMemoryPodLogs}). */
  public SandboxBuilder podLogs(PodLogs podLogs) {
    this.podLogs = Objects.requireNonNull(podLogs);
    return this;
  }

  /** Time source for ages and server-set timestamps. */
  public SandboxBuilder clock(Clock clock) {
    this.clock = Objects.requireNonNull(clock);
    return this;
  }

  /** A sandbox with these settings, not started yet. */
  public Sandbox build() {
    return new Sandbox(this);
  }

  /** Builds and starts the sandbox. */
  public Sandbox start() {
    return build().start();
  }

  int port() {
    return port;
  }

  Path kubeconfig() {
    return kubeconfig;
  }

  boolean deleteKubeconfigOnClose() {
    return deleteKubeconfigOnClose;
  }

  String namespace() {
    return namespace;
  }

  boolean installClasspathCrds() {
    return installClasspathCrds;
  }

  List<JsonNode> crds() {
    return List.copyOf(crds);
  }

  List<SandboxComponent> components() {
    return List.copyOf(components);
  }

  List<AdmissionPlugin> admissionPlugins() {
    return List.copyOf(admissionPlugins);
  }

  PodLogs podLogs() {
    return podLogs;
  }

  Clock clock() {
    return clock;
  }
}
