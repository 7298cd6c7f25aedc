package ai.silogen.kaiwo.sandbox;

import ai.silogen.kaiwo.sandbox.spi.PodLogs;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** {@link PodLogs} kept in memory, one list of lines per container; thread-safe. */
public final class InMemoryPodLogs implements PodLogs {

  private final Map<String, List<String>> lines = new ConcurrentHashMap<>();

  @Override
  public void append(String namespace, String pod, String container, String line) {
    List<String> log =
        lines.computeIfAbsent(key(namespace, pod, container), k -> new ArrayList<>());
    synchronized (log) {
      log.add(line);
    }
  }

  @Override
  public List<String> read(String namespace, String pod, String container) {
    List<String> log = lines.get(key(namespace, pod, container));
    if (log == null) {
      return List.of();
    }
    synchronized (log) {
      return List.copyOf(log);
    }
  }

  @Override
  public void forget(String namespace, String pod) {
    String prefix = namespace + "/" + pod + "/";
    lines.keySet().removeIf(key -> key.startsWith(prefix));
  }

  private static String key(String namespace, String pod, String container) {
    return namespace + "/" + pod + "/" + container;
  }
}
