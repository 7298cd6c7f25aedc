package ai.silogen.kaiwo.operator.queue;

import ai.silogen.kaiwo.api.ApiGroups;
import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.operator.support.JsonContainment;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.HasMetadata;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;

/**
 * The part of a Kueue object Kaiwo manages: everything but {@code apiVersion}, {@code kind}, {@code
 * metadata} and {@code status} (the spec, or a WorkloadPriorityClass's value and description), plus
 * the labels Kaiwo sets.
 *
 * <p>Whether an object needs an update is decided twice: the hash of what Kaiwo last applied is
 * kept in the {@value #APPLIED_HASH} annotation (so fields removed from the config are removed from
 * the object), and the desired content must be contained in the observed one (so edits made by hand
 * are reverted) — containment rather than equality, because Kueue's webhooks default fields Kaiwo
 * does not set.
 */
final class ManagedContent {

  /** Annotation with the hash of the managed content Kaiwo last applied. */
  static final String APPLIED_HASH = ApiGroups.KAIWO + "/applied-hash";

  private static final Set<String> ENVELOPE = Set.of("apiVersion", "kind", "metadata", "status");

  private ManagedContent() {}

  /** The managed content of {@code object} as a JSON tree. */
  static ObjectNode of(HasMetadata object) {
    ObjectNode tree = (ObjectNode) ApiSerialization.toTree(object);
    ENVELOPE.forEach(tree::remove);
    return tree;
  }

  /** The hash stored in {@value #APPLIED_HASH} for {@code desired}. */
  static String hash(HasMetadata desired) {
    ObjectNode hashed = of(desired);
    hashed.set("labels", ApiSerialization.toTree(desired.getMetadata().getLabels()));
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256")
              .digest(canonical(hashed).toString().getBytes(StandardCharsets.UTF_8));
      return HexFormat.of().formatHex(digest, 0, 12);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is always available", e);
    }
  }

  /** Whether every field of {@code desired} is present with the same value in {@code observed}. */
  static boolean contains(JsonNode observed, JsonNode desired) {
    return JsonContainment.contains(observed, desired);
  }

  /** {@code node} with object fields sorted by name at every level, for a stable hash. */
  private static JsonNode canonical(JsonNode node) {
    if (node.isObject()) {
      ObjectNode sorted = JsonNodeFactory.instance.objectNode();
      List<String> names = new ArrayList<>();
      node.fieldNames().forEachRemaining(names::add);
      names.stream().sorted().forEach(name -> sorted.set(name, canonical(node.get(name))));
      return sorted;
    }
    if (node.isArray()) {
      var array = JsonNodeFactory.instance.arrayNode();
      node.forEach(item -> array.add(canonical(item)));
      return array;
    }
    return node;
  }
}
