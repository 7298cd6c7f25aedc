package ai.silogen.kaiwo.gateway.openai;

import java.util.Optional;

/** Looks Models up by namespace and name, typically from an informer cache. */
@FunctionalInterface
public interface ModelDirectory {
  Optional<ServedModel> find(String namespace, String name);
}
