package ai.silogen.kaiwo.sandbox.store;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * A sorted view of every stored object, maintained on each write of the mock store. Lists read one
 * resource's objects in {@code namespace/name} order (like etcd's key order) instead of scanning
 * the whole store, and owner references are indexed for garbage collection.
 *
 * <p>Writes come from one thread at a time (the store's write lock); reads are lock-free.
 */
public final class ObjectIndex {

  private final Map<String, NavigableMap<String, StoredObject>> byResource =
      new ConcurrentHashMap<>();
  private final Map<String, StoredObject> byUid = new ConcurrentHashMap<>();
  private final Map<String, Set<String>> dependentsByOwner = new ConcurrentHashMap<>();

  /**
   * Adds or replaces an object; returns the version it replaced. The primary entry is swapped in
   * one step, so lock-free readers see either the old or the new version, never a gap; the
   * secondary indexes are adjusted afterwards.
   */
  public Optional<StoredObject> put(StoredObject object) {
    StoredObject previous =
        objects(object.group(), object.plural())
            .put(nsName(object.namespace(), object.name()), object);
    byUid.put(object.uid(), object);
    for (StoredObject.OwnerRef owner : object.owners()) {
      // compute() is atomic per owner, so a link cannot land in a set that a concurrent unlink
      // has just dropped from the map as empty.
      dependentsByOwner.compute(
          owner.uid(),
          (ownerUid, dependents) -> {
            Set<String> set = dependents != null ? dependents : ConcurrentHashMap.newKeySet();
            set.add(object.uid());
            return set;
          });
    }
    if (previous != null && !previous.uid().equals(object.uid())) {
      unindex(previous);
    } else if (previous != null) {
      unlinkOwners(previous, object.owners());
    }
    return Optional.ofNullable(previous);
  }

  /** Removes an object; returns what was stored. */
  public Optional<StoredObject> remove(String group, String plural, String namespace, String name) {
    StoredObject removed = objects(group, plural).remove(nsName(namespace, name));
    if (removed == null) {
      return Optional.empty();
    }
    unindex(removed);
    return Optional.of(removed);
  }

  /** Drops an object's secondary index entries (its uid and its owner links). */
  private void unindex(StoredObject object) {
    byUid.remove(object.uid(), object);
    unlinkOwners(object, List.of());
  }

  /** Drops the owner links of {@code object} except those to owners in {@code kept}. */
  private void unlinkOwners(StoredObject object, List<StoredObject.OwnerRef> kept) {
    for (StoredObject.OwnerRef owner : object.owners()) {
      if (kept.stream().anyMatch(k -> k.uid().equals(owner.uid()))) {
        continue;
      }
      dependentsByOwner.computeIfPresent(
          owner.uid(),
          (ownerUid, dependents) -> {
            dependents.remove(object.uid());
            return dependents.isEmpty() ? null : dependents;
          });
    }
  }

  public Optional<StoredObject> get(String group, String plural, String namespace, String name) {
    return Optional.ofNullable(objects(group, plural).get(nsName(namespace, name)));
  }

  public Optional<StoredObject> byUid(String uid) {
    return Optional.ofNullable(byUid.get(uid));
  }

  /** Objects of one resource, in one namespace or (namespace {@code null}) all of them. */
  public List<StoredObject> list(String group, String plural, String namespace) {
    NavigableMap<String, StoredObject> all = objects(group, plural);
    if (namespace == null) {
      return new ArrayList<>(all.values());
    }
    String from = namespace + "/";
    return new ArrayList<>(all.subMap(from, true, namespace + "0", false).values());
  }

  /** Objects that list {@code ownerUid} among their owners. */
  public List<StoredObject> dependentsOf(String ownerUid) {
    Set<String> uids = dependentsByOwner.getOrDefault(ownerUid, Set.of());
    List<StoredObject> result = new ArrayList<>(uids.size());
    for (String uid : uids) {
      StoredObject dependent = byUid.get(uid);
      if (dependent != null) {
        result.add(dependent);
      }
    }
    return result;
  }

  /** Every object of a namespace, of any kind. */
  public List<StoredObject> inNamespace(String namespace) {
    List<StoredObject> result = new ArrayList<>();
    for (NavigableMap<String, StoredObject> objects : byResource.values()) {
      result.addAll(objects.subMap(namespace + "/", true, namespace + "0", false).values());
    }
    return result;
  }

  /** Number of stored objects. */
  public int size() {
    return byUid.size();
  }

  private NavigableMap<String, StoredObject> objects(String group, String plural) {
    return byResource.computeIfAbsent(group + "/" + plural, k -> new ConcurrentSkipListMap<>());
  }

  /** Sort key; '/' sorts before '0', so a namespace's objects are the range [ns/, ns0). */
  private static String nsName(String namespace, String name) {
    return (namespace == null ? "" : namespace) + "/" + name;
  }
}
