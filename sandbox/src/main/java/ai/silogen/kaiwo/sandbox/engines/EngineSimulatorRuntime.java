package ai.silogen.kaiwo.sandbox.engines;

import ai.silogen.kaiwo.enginesim.EngineSimulator;
import ai.silogen.kaiwo.enginesim.config.EngineConfig;
import ai.silogen.kaiwo.enginesim.metrics.EngineStats;
import ai.silogen.kaiwo.sandbox.controlplane.kubelet.PodRuntime;
import io.fabric8.kubernetes.api.model.Pod;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * A kubelet {@link PodRuntime} that makes model-server pods really serve: it claims every pod of a
 * KubeAI Model ({@link ModelPodEngines}) and runs an in-process {@link EngineSimulator} for it on
 * 127.0.0.1 and an ephemeral port. The kubelet reports that address as the pod IP and publishes it
 * in the {@code model-pod-ip}/{@code model-pod-port} annotations (all simulators share the loopback
 * IP, so the port tells them apart), and the pod is Ready when the simulator has "loaded its model"
 * ({@code /health} is 200). Other pods are left to the kubelet's plain simulation.
 *
 * <p>All simulators share one Vert.x instance (created here, or given).
 */
public final class EngineSimulatorRuntime implements PodRuntime, AutoCloseable {

  private static final String LOOPBACK = "127.0.0.1";

  private final Vertx vertx;
  private final boolean ownsVertx;
  private final Map<String, String> defaultEnv;
  private final Map<String, EngineSimulator> byPod = new ConcurrentHashMap<>();

  /**
   * A runtime with its own Vert.x instance.
   *
   * @param defaultEnv simulator settings applied before each pod's own environment, e.g. {@code
   *     SIM_PROFILE=zero-latency} for fast tests
   */
  public EngineSimulatorRuntime(Map<String, String> defaultEnv) {
    this(
        Vertx.vertx(new VertxOptions().setEventLoopPoolSize(2).setWorkerPoolSize(2)),
        true,
        defaultEnv);
  }

  /** A runtime on a shared Vert.x instance, which stays open when the runtime closes. */
  public EngineSimulatorRuntime(Vertx vertx, Map<String, String> defaultEnv) {
    this(vertx, false, defaultEnv);
  }

  private EngineSimulatorRuntime(Vertx vertx, boolean ownsVertx, Map<String, String> defaultEnv) {
    this.vertx = vertx;
    this.ownsVertx = ownsVertx;
    this.defaultEnv = Map.copyOf(defaultEnv);
  }

  @Override
  public Optional<Workload> start(Pod pod) {
    Optional<EngineConfig> config = ModelPodEngines.config(pod, defaultEnv);
    if (config.isEmpty()) {
      return Optional.empty();
    }
    EngineSimulator simulator = EngineSimulator.create(vertx, config.get());
    int port = simulator.start();
    String key = key(pod);
    byPod.put(key, simulator);
    return Optional.of(new SimulatedEngine(simulator, port, () -> byPod.remove(key, simulator)));
  }

  /**
   * The share of {@code pod}'s batch slots ({@code --max-num-seqs}) in use now, for the simulated
   * GPU exporter; empty for pods that no simulator of this runtime serves.
   */
  public OptionalDouble batchOccupancy(Pod pod) {
    EngineSimulator simulator = byPod.get(key(pod));
    if (simulator == null) {
      return OptionalDouble.empty();
    }
    double running = simulator.stats().running();
    return OptionalDouble.of(Math.min(1, running / simulator.config().maxNumSeqs()));
  }

  /** The pod's uid, which a re-created pod of the same name does not share. */
  private static String key(Pod pod) {
    String uid = pod.getMetadata().getUid();
    return uid != null ? uid : pod.getMetadata().getNamespace() + "/" + pod.getMetadata().getName();
  }

  @Override
  public void close() {
    if (ownsVertx) {
      vertx
          .close()
          .toCompletionStage()
          .toCompletableFuture()
          .orTimeout(10, TimeUnit.SECONDS)
          .join();
    }
  }

  /** One running simulator. */
  private record SimulatedEngine(EngineSimulator simulator, int port, Runnable forget)
      implements Workload {

    @Override
    public String ip() {
      return LOOPBACK;
    }

    @Override
    public boolean publishAddress() {
      return true;
    }

    @Override
    public boolean ready() {
      return simulator.ready();
    }

    @Override
    public boolean busy() {
      EngineStats stats = simulator.stats();
      return stats.running() + stats.waiting() > 0;
    }

    @Override
    public void close() {
      forget.run();
      simulator.close();
    }
  }
}
