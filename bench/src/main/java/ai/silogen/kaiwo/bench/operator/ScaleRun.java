package ai.silogen.kaiwo.bench.operator;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.operator.KaiwoOperator;
import ai.silogen.kaiwo.operator.OperatorOptions;
import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.SimulatedCluster;
import ai.silogen.kaiwo.sandbox.nodes.NodePool;
import ai.silogen.kaiwo.sandbox.testing.TestSandbox;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.informers.ResourceEventHandler;
import io.fabric8.kubernetes.client.informers.SharedIndexInformer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * One measured run: a fresh sandbox with the default nodes, with or without the whole Kaiwo
 * operator in this process, {@code workloads} jobs submitted at once, measured from the first
 * submission until the last one has finished.
 */
final class ScaleRun {
  private static final String NAMESPACE = "bench";

  /** What is submitted. */
  enum Kind {
    PLAIN_JOBS("plain Jobs"),
    KAIWO_JOBS("KaiwoJobs");

    final String label;

    Kind(String label) {
      this.label = label;
    }
  }

  /**
   * How to run.
   *
   * @param runTime how long each job's pod runs
   * @param duration the KaiwoJobs' {@code duration}, if they have one
   * @param timeout how long to wait for the last job
   */
  record Settings(Duration runTime, Optional<String> duration, Duration timeout) {}

  /**
   * What one run measured.
   *
   * @param elapsed from the first submission until every job had finished
   * @param finished jobs that finished within the timeout
   * @param failed of those, jobs that failed
   * @param apiRequests requests the API server received over the network during the run
   * @param operatorRequests of those, the operator's
   * @param operatorRequestsByKind the operator's, by method and resource type
   * @param reconciles reconciles during the run, by controller
   * @param usage CPU and heap of the process
   */
  record Result(
      Kind kind,
      int workloads,
      Duration elapsed,
      int finished,
      int failed,
      long apiRequests,
      long operatorRequests,
      Map<String, Long> operatorRequestsByKind,
      Map<String, ReconcileCounts.Reconciles> reconciles,
      ProcessMeter.Usage usage) {}

  private ScaleRun() {}

  static Result run(Kind kind, int workloads, Settings settings) throws InterruptedException {
    RequestCounter operatorCounter = new RequestCounter();
    try (Sandbox sandbox = startSandbox(settings.runTime());
        KubernetesClient operatorClient = operatorCounter.client(sandbox);
        OperatorRun operator = kind == Kind.KAIWO_JOBS ? OperatorRun.start(operatorClient) : null) {
      KubernetesClient client = sandbox.client();
      int nodes = NodePool.defaults().nodes().size();
      await(() -> client.nodes().list().getItems().size() == nodes, settings.timeout());
      if (operator != null) {
        await(() -> queueConfigReady(client), settings.timeout());
      }
      client
          .namespaces()
          .resource(
              new NamespaceBuilder().withNewMetadata().withName(NAMESPACE).endMetadata().build())
          .create();
      Set<String> finished = ConcurrentHashMap.newKeySet();
      Set<String> failed = ConcurrentHashMap.newKeySet();
      CountDownLatch done = new CountDownLatch(workloads);
      Class<? extends HasMetadata> type = kind == Kind.KAIWO_JOBS ? KaiwoJob.class : Job.class;
      try (SharedIndexInformer<? extends HasMetadata> informer =
          client.resources(type).inNamespace(NAMESPACE).inform(finishes(finished, failed, done))) {
        Map<String, ReconcileCounts.Reconciles> reconcilesBefore =
            operator == null ? Map.of() : operator.reconciles();
        long requestsBefore = sandbox.dispatcher().networkRequests();
        long operatorBefore = operatorCounter.count();
        Map<String, Long> operatorKindsBefore = operatorCounter.byKind();
        try (ProcessMeter meter = new ProcessMeter()) {
          long start = System.nanoTime();
          for (int i = 0; i < workloads; i++) {
            HasMetadata job =
                kind == Kind.KAIWO_JOBS
                    ? Submissions.kaiwoJob(i, settings.duration())
                    : Submissions.plainJob(i);
            client.resource(job).inNamespace(NAMESPACE).create();
          }
          done.await(settings.timeout().toMillis(), TimeUnit.MILLISECONDS);
          Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
          long requests = sandbox.dispatcher().networkRequests() - requestsBefore;
          long operatorRequests = operatorCounter.count() - operatorBefore;
          Map<String, ReconcileCounts.Reconciles> reconciles =
              operator == null
                  ? Map.of()
                  : ReconcileCounts.since(reconcilesBefore, operator.reconciles());
          return new Result(
              kind,
              workloads,
              elapsed,
              finished.size(),
              failed.size(),
              requests,
              operatorRequests,
              withoutZeros(
                  ReconcileCounts.since(
                      operatorKindsBefore,
                      operatorCounter.byKind(),
                      (count, earlier) -> count - (earlier == null ? 0 : earlier))),
              reconciles,
              meter.stop());
        }
      }
    }
  }

  /** Kinds of request sent only while the operator started are left out of the run's counts. */
  private static Map<String, Long> withoutZeros(Map<String, Long> counts) {
    Map<String, Long> sent = new java.util.TreeMap<>(counts);
    sent.values().removeIf(count -> count == 0);
    return sent;
  }

  private static <T extends HasMetadata> ResourceEventHandler<T> finishes(
      Set<String> finished, Set<String> failed, CountDownLatch done) {
    return new ResourceEventHandler<>() {
      @Override
      public void onAdd(T object) {
        observe(object);
      }

      @Override
      public void onUpdate(T before, T after) {
        observe(after);
      }

      @Override
      public void onDelete(T object, boolean unknownFinalState) {}

      private void observe(T object) {
        if (Submissions.finished(object) && finished.add(object.getMetadata().getName())) {
          if (Submissions.failed(object)) {
            failed.add(object.getMetadata().getName());
          }
          done.countDown();
        }
      }
    };
  }

  private static Sandbox startSandbox(Duration runTime) {
    return TestSandbox.startCluster(
        SimulatedCluster.Options.defaults().withDefaultRunTime(runTime));
  }

  private static boolean queueConfigReady(KubernetesClient client) {
    KaiwoQueueConfig config = client.resources(KaiwoQueueConfig.class).withName("kaiwo").get();
    return config != null
        && config.getStatus() != null
        && config.getStatus().getStatus() == WorkloadStatus.READY;
  }

  private static void await(BooleanSupplier condition, Duration timeout)
      throws InterruptedException {
    long deadline = System.nanoTime() + timeout.toNanos();
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException("the sandbox did not get ready within " + timeout);
      }
      Thread.sleep(50);
    }
  }

  /** The whole Kaiwo operator on its own client, metering into a registry of its own. */
  private record OperatorRun(KaiwoOperator operator, SimpleMeterRegistry registry)
      implements AutoCloseable {

    static OperatorRun start(KubernetesClient client) {
      SimpleMeterRegistry registry = new SimpleMeterRegistry();
      KaiwoOperator operator = KaiwoOperator.create(client, OperatorOptions.defaults(), registry);
      operator.start();
      return new OperatorRun(operator, registry);
    }

    Map<String, ReconcileCounts.Reconciles> reconciles() {
      return ReconcileCounts.of(registry);
    }

    @Override
    public void close() {
      operator.close();
    }
  }
}
