package ai.silogen.kaiwo.bench.operator;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * CPU time and heap of this process over one measured run. The heap's peak is sampled (every 20 ms)
 * rather than read from the memory pools, whose peaks are per pool and do not add up to a moment's
 * use; the retained heap is what a full collection leaves once the run is over, minus what it left
 * before.
 */
final class ProcessMeter implements AutoCloseable {
  private static final long SAMPLE_MILLIS = 20;

  private final OperatingSystemMXBean os =
      ManagementFactory.getPlatformMXBean(OperatingSystemMXBean.class);
  private final MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
  private final ScheduledExecutorService sampler =
      Executors.newSingleThreadScheduledExecutor(
          task -> Thread.ofPlatform().daemon().name("heap-sampler").unstarted(task));
  private final AtomicLong peakHeap = new AtomicLong();
  private final long heapBefore;
  private final long cpuBefore;

  /** Collects garbage, then starts counting. */
  ProcessMeter() {
    heapBefore = collectedHeap();
    cpuBefore = os.getProcessCpuTime();
    sampler.scheduleAtFixedRate(this::sample, 0, SAMPLE_MILLIS, TimeUnit.MILLISECONDS);
  }

  /**
   * What the run cost.
   *
   * @param cpuNanos CPU time of every thread of the process
   * @param peakHeapBytes the highest heap use sampled
   * @param retainedHeapBytes heap still in use after a full collection, beyond what was before
   */
  record Usage(long cpuNanos, long peakHeapBytes, long retainedHeapBytes) {}

  /** Stops counting; call while what the run built is still referenced. */
  Usage stop() {
    long cpu = os.getProcessCpuTime() - cpuBefore;
    sampler.shutdownNow();
    sample();
    return new Usage(cpu, peakHeap.get(), Math.max(0, collectedHeap() - heapBefore));
  }

  private void sample() {
    peakHeap.accumulateAndGet(memory.getHeapMemoryUsage().getUsed(), Math::max);
  }

  private long collectedHeap() {
    System.gc();
    System.gc();
    return memory.getHeapMemoryUsage().getUsed();
  }

  @Override
  public void close() {
    sampler.shutdownNow();
  }
}
