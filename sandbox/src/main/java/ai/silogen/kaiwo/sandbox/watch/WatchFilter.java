package ai.silogen.kaiwo.sandbox.watch;

import ai.silogen.kaiwo.sandbox.selector.ObjectSelector;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.Set;

/**
 * Decides, per watch, which events a client sees and with which type, like kube-apiserver's watch
 * cache: objects entering the selector arrive as {@code ADDED}, objects leaving it as {@code
 * DELETED}, and objects the client already listed (resource version at or below the one it watches
 * from) are not replayed. Not thread-safe: one instance per watch, fed in event order.
 */
public final class WatchFilter {

  private final ObjectSelector selector;
  private final long sinceResourceVersion;
  private final Set<String> visible = new HashSet<>();

  /**
   * @param selector the watch's label and field selectors
   * @param sinceResourceVersion the resource version the client watches from (0 = everything)
   */
  public WatchFilter(ObjectSelector selector, long sinceResourceVersion) {
    this.selector = selector;
    this.sinceResourceVersion = sinceResourceVersion;
  }

  /**
   * The event type to send for a store event, or {@code null} to drop it.
   *
   * @param type {@code ADDED}, {@code MODIFIED} or {@code DELETED}
   * @param object the object of the event
   */
  public String accept(String type, JsonNode object) {
    JsonNode metadata = object.path("metadata");
    String uid = metadata.path("uid").asText();
    boolean matches = selector.matches(object);
    boolean known = visible.contains(uid);
    if (type.equals("DELETED")) {
      visible.remove(uid);
      return known || matches ? "DELETED" : null;
    }
    if (!type.equals("ADDED") && !type.equals("MODIFIED")) {
      return type;
    }
    if (!matches) {
      if (known) {
        visible.remove(uid);
        return "DELETED";
      }
      return null;
    }
    visible.add(uid);
    if (known) {
      return "MODIFIED";
    }
    long resourceVersion = parse(metadata.path("resourceVersion").asText(""));
    boolean alreadyListed =
        type.equals("ADDED") && sinceResourceVersion > 0 && resourceVersion <= sinceResourceVersion;
    return alreadyListed ? null : "ADDED";
  }

  /** Parses a resource version parameter; 0 for absent, {@code "0"} or unparsable. */
  public static long parse(String resourceVersion) {
    try {
      return resourceVersion == null || resourceVersion.isEmpty()
          ? 0
          : Long.parseLong(resourceVersion);
    } catch (NumberFormatException e) {
      return 0;
    }
  }
}
