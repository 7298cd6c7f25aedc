package ai.silogen.kaiwo.sandbox.crd;

import ai.silogen.kaiwo.sandbox.crd.CustomResourceType.CrdVersion;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The custom resource types currently installed, kept up to date as CustomResourceDefinitions are
 * created, updated and deleted through the API.
 */
public final class CrdRegistry {

  private final Map<String, CustomResourceType> byName = new ConcurrentHashMap<>();

  /** Registers or replaces the type declared by a stored CRD. */
  public void register(JsonNode crd) {
    CustomResourceType type = CustomResourceType.from(crd);
    byName.put(type.crdName(), type);
  }

  /** Forgets a deleted CRD; returns the type it declared. */
  public Optional<CustomResourceType> unregister(String crdName) {
    return Optional.ofNullable(byName.remove(crdName));
  }

  /** The type served at {@code group/version} under {@code plural}. */
  public Optional<CrdVersion> find(String group, String version, String plural) {
    CustomResourceType type = byName.get(plural + "." + group);
    return type == null ? Optional.empty() : type.servedVersion(version);
  }

  /** The type with {@code plural} in {@code group}, whatever the version. */
  public Optional<CustomResourceType> type(String group, String plural) {
    return Optional.ofNullable(byName.get(plural + "." + group));
  }

  /** All installed types. */
  public List<CustomResourceType> all() {
    return new ArrayList<>(byName.values());
  }
}
