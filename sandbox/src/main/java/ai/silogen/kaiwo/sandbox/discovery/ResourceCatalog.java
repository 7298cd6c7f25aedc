package ai.silogen.kaiwo.sandbox.discovery;

import ai.silogen.kaiwo.sandbox.crd.CrdRegistry;
import ai.silogen.kaiwo.sandbox.crd.CustomResourceType;
import ai.silogen.kaiwo.sandbox.crd.CustomResourceType.CrdVersion;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Every resource type the server serves right now: the built-in kinds plus installed CRDs. */
public final class ResourceCatalog {

  private static final Pattern VERSION = Pattern.compile("v(\\d+)(?:(alpha|beta)(\\d+))?");

  /** Orders versions the way Kubernetes prefers them: GA, then beta, then alpha, newest first. */
  public static final Comparator<String> VERSION_PRIORITY =
      Comparator.comparingInt(ResourceCatalog::stability)
          .thenComparing(ResourceCatalog::major, Comparator.reverseOrder())
          .thenComparing(ResourceCatalog::minor, Comparator.reverseOrder())
          .thenComparing(Comparator.naturalOrder());

  private final Map<String, ApiResource> builtins = new LinkedHashMap<>();
  private final CrdRegistry crds;

  public ResourceCatalog(CrdRegistry crds) {
    this.crds = crds;
    for (ApiResource resource : BuiltinResources.all()) {
      builtins.put(key(resource.group(), resource.version(), resource.plural()), resource);
    }
  }

  /** The resource served at {@code group/version/plural}. */
  public Optional<ApiResource> find(String group, String version, String plural) {
    ApiResource builtin = builtins.get(key(group, version, plural));
    if (builtin != null) {
      return Optional.of(builtin);
    }
    return crds.find(group, version, plural).map(CrdVersion::resource);
  }

  /** The CRD version behind a custom resource, empty for built-in kinds. */
  public Optional<CrdVersion> customResource(String group, String version, String plural) {
    return crds.find(group, version, plural);
  }

  /** Groups and their served versions, preferred version first; the core group is {@code ""}. */
  public Map<String, List<String>> groupVersions() {
    Map<String, TreeSet<String>> groups = new LinkedHashMap<>();
    for (ApiResource resource : builtins.values()) {
      groups
          .computeIfAbsent(resource.group(), g -> new TreeSet<>(VERSION_PRIORITY))
          .add(resource.version());
    }
    for (CustomResourceType type : crds.all()) {
      for (CrdVersion version : type.versions()) {
        if (version.served()) {
          groups
              .computeIfAbsent(type.group(), g -> new TreeSet<>(VERSION_PRIORITY))
              .add(version.name());
        }
      }
    }
    Map<String, List<String>> result = new LinkedHashMap<>();
    groups.forEach((group, versions) -> result.put(group, List.copyOf(versions)));
    return result;
  }

  /** Resources served at one group/version. */
  public List<ApiResource> resources(String group, String version) {
    List<ApiResource> result = new ArrayList<>();
    for (ApiResource resource : builtins.values()) {
      if (resource.group().equals(group) && resource.version().equals(version)) {
        result.add(resource);
      }
    }
    for (CustomResourceType type : crds.all()) {
      if (type.group().equals(group)) {
        type.servedVersion(version).ifPresent(v -> result.add(v.resource()));
      }
    }
    return result;
  }

  /** Every served resource (all groups and versions). */
  public List<ApiResource> all() {
    List<ApiResource> result = new ArrayList<>(builtins.values());
    for (CustomResourceType type : crds.all()) {
      type.versions().stream().filter(CrdVersion::served).forEach(v -> result.add(v.resource()));
    }
    return result;
  }

  private static String key(String group, String version, String plural) {
    return group + "/" + version + "/" + plural;
  }

  private static int stability(String version) {
    Matcher m = VERSION.matcher(version);
    if (!m.matches()) {
      return 3;
    }
    return m.group(2) == null ? 0 : m.group(2).equals("beta") ? 1 : 2;
  }

  private static int major(String version) {
    Matcher m = VERSION.matcher(version);
    return m.matches() ? Integer.parseInt(m.group(1)) : 0;
  }

  private static int minor(String version) {
    Matcher m = VERSION.matcher(version);
    return m.matches() && m.group(3) != null ? Integer.parseInt(m.group(3)) : 0;
  }
}
