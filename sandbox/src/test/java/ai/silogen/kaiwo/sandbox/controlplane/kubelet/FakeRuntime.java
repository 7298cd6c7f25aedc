package ai.silogen.kaiwo.sandbox.controlplane.kubelet;

import io.fabric8.kubernetes.api.model.Pod;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A {@link PodRuntime} for tests: claims pods labelled {@code runtime=fake} (failing those labelled
 * {@code runtime=broken}), serves them on 127.0.0.1 and is ready (or busy) when told so.
 */
final class FakeRuntime implements PodRuntime {

  /** One claimed pod's workload. */
  static final class FakeWorkload implements Workload {
    final AtomicBoolean ready = new AtomicBoolean();
    final AtomicBoolean busy = new AtomicBoolean();
    final AtomicBoolean closed = new AtomicBoolean();
    private final int port;

    FakeWorkload(int port) {
      this.port = port;
    }

    @Override
    public String ip() {
      return "127.0.0.1";
    }

    @Override
    public int port() {
      return port;
    }

    @Override
    public boolean publishAddress() {
      return true;
    }

    @Override
    public boolean ready() {
      return ready.get();
    }

    @Override
    public boolean busy() {
      return busy.get();
    }

    @Override
    public void close() {
      closed.set(true);
    }
  }

  final Map<String, FakeWorkload> workloads = new ConcurrentHashMap<>();

  @Override
  public Optional<Workload> start(Pod pod) {
    String runtime =
        pod.getMetadata().getLabels() == null ? null : pod.getMetadata().getLabels().get("runtime");
    if ("broken".equals(runtime)) {
      throw new IllegalStateException("engine failed to bind its port");
    }
    if (!"fake".equals(runtime)) {
      return Optional.empty();
    }
    FakeWorkload workload = new FakeWorkload(8000 + workloads.size());
    workloads.put(pod.getMetadata().getName(), workload);
    return Optional.of(workload);
  }
}
