package ai.silogen.kaiwo.sandbox.controlplane.testing;

import ai.silogen.kaiwo.sandbox.spi.PodLogs;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Pod logs kept in memory, for tests that read what the kubelet wrote. */
public final class InMemoryPodLogs implements PodLogs {

  private final Map<String, List<String>> lines = new ConcurrentHashMap<>();

  @Override
  public void append(String namespace, String pod, String container, String line) {
    lines.computeIfAbsent(key(namespace, pod, container), k -> new ArrayList<>()).add(line);
  }

  @Override
  public List<String> read(String namespace, String pod, String container) {
    List<String> log = lines.get(key(namespace, pod, container));
    return log == null ? List.of() : List.copyOf(log);
  }

  @Override
  public void forget(String namespace, String pod) {
    lines.keySet().removeIf(key -> key.startsWith(namespace + "/" + pod + "/"));
  }

  private static String key(String namespace, String pod, String container) {
    return namespace + "/" + pod + "/" + container;
  }
}
