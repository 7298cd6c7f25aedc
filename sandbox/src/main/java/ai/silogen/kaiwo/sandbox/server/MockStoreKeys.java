package ai.silogen.kaiwo.sandbox.server;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.client.server.mock.KubernetesAttributesExtractor;
import io.fabric8.mockwebserver.crud.Attribute;
import io.fabric8.mockwebserver.crud.AttributeExtractor;
import io.fabric8.mockwebserver.crud.AttributeSet;
import io.fabric8.mockwebserver.crud.AttributeType;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The keys of the mock's store, indexed by resource plural, name and namespace, so that finding the
 * entry a write or delete addresses costs a few hash lookups instead of a {@link
 * AttributeSet#matches} over every stored object.
 *
 * <p>The mock's own lookup is a scan: an entry answers a query when its key {@link
 * AttributeSet#matches matches} it. Any key that matches a query naming a plural and a name holds
 * that plural and name (the mock compares attributes by equality), so the candidates are the keys
 * filed under them, plus the few whose attributes cannot be filed by value (a {@code *} value
 * equals any value). Each candidate is then checked with the same {@code matches}, so the answer is
 * the scan's. Mirroring goes wrong only if a write stores under another key than the one reported;
 * the store's size and each reported key are checked against the store, and a mismatch rebuilds the
 * index from it.
 *
 * <p>Not thread-safe: callers hold the mock's write lock, as for the store itself.
 */
final class MockStoreKeys {

  private static final String PLURAL = KubernetesAttributesExtractor.PLURAL;
  private static final String NAME = KubernetesAttributesExtractor.NAME;
  private static final String NAMESPACE = KubernetesAttributesExtractor.NAMESPACE;
  private static final String CLUSTER_SCOPED = "";

  private record PluralName(String plural, String name) {}

  private final Map<AttributeSet, String> store;
  private final Map<PluralName, Map<String, List<AttributeSet>>> filed = new HashMap<>();
  private final Set<AttributeSet> unfiled = new HashSet<>();
  private int size;
  private boolean stale;
  private long rebuilds;

  /**
   * @param store the mock's map, read to check and rebuild the index and to answer lookups
   */
  MockStoreKeys(Map<AttributeSet, String> store) {
    this.store = store;
  }

  /**
   * Mirrors one write of the store: {@code removed} was taken out (if it was there), then {@code
   * added} put in ({@code null}: nothing). Call it after the write.
   */
  void written(AttributeSet removed, AttributeSet added) {
    if (removed != null) {
      remove(removed);
    }
    if (added != null) {
      if (store.containsKey(added)) {
        add(added);
      } else {
        stale = true;
      }
    }
  }

  /** Marks the index as out of step with the store (a write whose key is unknown). */
  void invalidate() {
    stale = true;
  }

  /**
   * The store's entry whose key matches {@code query}: a list of one, or none when nothing matches.
   * Empty when the index cannot tell which entry the mock's scan would return: {@code query} names
   * no single plural and name, or several entries match (the scan returns the first in the store's
   * order, which the index does not keep).
   */
  Optional<List<Map.Entry<AttributeSet, String>>> matching(AttributeSet query) {
    String plural = filingValue(query, PLURAL);
    String name = filingValue(query, NAME);
    if (plural == null || name == null) {
      return Optional.empty();
    }
    if (stale || size != store.size()) {
      rebuild();
    }
    List<Map.Entry<AttributeSet, String>> result = new ArrayList<>(1);
    Map<String, List<AttributeSet>> byNamespace =
        filed.getOrDefault(new PluralName(plural, name), Map.of());
    String namespace = filingValue(query, NAMESPACE);
    if (namespace != null) {
      collect(byNamespace.getOrDefault(namespace, List.of()), query, result);
    } else {
      byNamespace.values().forEach(keys -> collect(keys, query, result));
    }
    collect(unfiled, query, result);
    return result.size() > 1 ? Optional.empty() : Optional.of(result);
  }

  /**
   * The key the mock's {@code processEvent} stores {@code newState} under, computed as it does: the
   * attributes of the object, with those of the request's path when they lack the plural. {@code
   * null}, and the index rebuilt before its next lookup, if that fails.
   */
  AttributeSet keyOf(
      AttributeExtractor extractor,
      AttributeSet pathAttributes,
      GenericKubernetesResource resource,
      String newState) {
    try {
      KubernetesAttributesExtractor kubernetes = (KubernetesAttributesExtractor) extractor;
      AttributeSet key =
          resource != null ? kubernetes.extract(resource) : kubernetes.fromResource(newState);
      return key.containsKey(PLURAL) ? key : AttributeSet.merge(pathAttributes, key);
    } catch (RuntimeException e) {
      stale = true;
      return null;
    }
  }

  /** How many times the index was rebuilt from the store because it fell out of step. */
  long rebuilds() {
    return rebuilds;
  }

  private void collect(
      Iterable<AttributeSet> keys,
      AttributeSet query,
      List<Map.Entry<AttributeSet, String>> result) {
    for (AttributeSet key : keys) {
      if (key.matches(query)) {
        result.add(new AbstractMap.SimpleImmutableEntry<>(key, store.get(key)));
      }
    }
  }

  private void rebuild() {
    filed.clear();
    unfiled.clear();
    size = 0;
    store.keySet().forEach(this::add);
    stale = false;
    rebuilds++;
  }

  private void add(AttributeSet key) {
    String plural = filingValue(key, PLURAL);
    String name = filingValue(key, NAME);
    boolean namespaced = key.containsKey(NAMESPACE);
    String namespace = namespaced ? filingValue(key, NAMESPACE) : CLUSTER_SCOPED;
    boolean added;
    if (plural == null || name == null || namespace == null) {
      added = unfiled.add(key);
    } else {
      List<AttributeSet> keys =
          filed
              .computeIfAbsent(new PluralName(plural, name), k -> new HashMap<>())
              .computeIfAbsent(namespace, k -> new ArrayList<>(1));
      added = !keys.contains(key) && keys.add(key);
    }
    if (added) {
      size++;
    }
  }

  private void remove(AttributeSet key) {
    boolean removed = unfiled.remove(key);
    String plural = filingValue(key, PLURAL);
    String name = filingValue(key, NAME);
    Map<String, List<AttributeSet>> byNamespace =
        plural == null || name == null ? null : filed.get(new PluralName(plural, name));
    if (byNamespace != null) {
      String namespace = key.containsKey(NAMESPACE) ? filingValue(key, NAMESPACE) : CLUSTER_SCOPED;
      List<AttributeSet> keys = namespace == null ? null : byNamespace.get(namespace);
      if (keys != null && keys.remove(key)) {
        removed = true;
        if (keys.isEmpty()) {
          byNamespace.remove(namespace);
        }
        if (byNamespace.isEmpty()) {
          filed.remove(new PluralName(plural, name));
        }
      }
    }
    if (removed) {
      size--;
    }
  }

  /**
   * The one value of an attribute compared by equality, or {@code null} when it is absent, has
   * several values, is compared otherwise, or is the wildcard {@code *} (equal to any value).
   */
  private static String filingValue(AttributeSet set, String key) {
    Attribute attribute = set.getAttribute(key);
    if (attribute == null
        || attribute.getType() != AttributeType.WITH
        || attribute.getValues().size() != 1) {
      return null;
    }
    Object value = attribute.getValues().get(0);
    String text = value == null ? null : value.toString();
    return text == null || text.equals("*") ? null : text;
  }
}
