package ai.silogen.kaiwo.sandbox.protobuf;

import ai.silogen.kaiwo.sandbox.json.Json;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Arrays;
import java.util.Base64;
import java.util.Map;
import java.util.Optional;

/**
 * Decodes the Kubernetes protobuf encoding ({@code application/vnd.kubernetes.protobuf}) of the few
 * kinds kubectl's generators create and that a sandbox user needs from the first minute: Namespace,
 * ConfigMap and Secret ({@code kubectl create namespace|configmap|secret}). Other kinds are not
 * decoded (their schemas are large); callers answer 415 for them.
 */
public final class KubernetesProtobuf {

  private static final byte[] MAGIC = {'k', '8', 's', 0};

  /** How to read the fields of one message type into JSON. */
  private interface MessageReader {
    void read(int field, int wireType, WireReader in, ObjectNode out);
  }

  private static final Map<String, MessageReader> KINDS =
      Map.of(
          "v1/Namespace",
          KubernetesProtobuf::namespace,
          "v1/ConfigMap",
          KubernetesProtobuf::configMap,
          "v1/Secret",
          KubernetesProtobuf::secret);

  private KubernetesProtobuf() {}

  /** Kinds this class decodes, as {@code apiVersion/kind}. */
  public static String supportedKinds() {
    return String.join(", ", KINDS.keySet().stream().sorted().toList());
  }

  /**
   * Decodes an encoded object; empty when the bytes are not the Kubernetes envelope or the kind is
   * not supported.
   *
   * @throws IllegalArgumentException when the bytes are malformed
   */
  public static Optional<ObjectNode> decode(byte[] body) {
    if (body.length < MAGIC.length
        || !Arrays.equals(body, 0, MAGIC.length, MAGIC, 0, MAGIC.length)) {
      return Optional.empty();
    }
    WireReader envelope = new WireReader(body, MAGIC.length, body.length - MAGIC.length);
    String apiVersion = "";
    String kind = "";
    byte[] raw = new byte[0];
    while (envelope.hasMore()) {
      int tag = envelope.tag();
      switch (tag >>> 3) {
        case 1 -> {
          WireReader typeMeta = new WireReader(envelope.bytes());
          while (typeMeta.hasMore()) {
            int t = typeMeta.tag();
            if (t >>> 3 == 1) {
              apiVersion = typeMeta.string();
            } else if (t >>> 3 == 2) {
              kind = typeMeta.string();
            } else {
              typeMeta.skip(t & 7);
            }
          }
        }
        case 2 -> raw = envelope.bytes();
        default -> envelope.skip(tag & 7);
      }
    }
    MessageReader reader = KINDS.get(apiVersion + "/" + kind);
    if (reader == null) {
      return Optional.empty();
    }
    ObjectNode object = Json.object().put("apiVersion", apiVersion).put("kind", kind);
    readMessage(raw, reader, object);
    return Optional.of(object);
  }

  private static void readMessage(byte[] bytes, MessageReader reader, ObjectNode out) {
    WireReader in = new WireReader(bytes);
    while (in.hasMore()) {
      int tag = in.tag();
      reader.read(tag >>> 3, tag & 7, in, out);
    }
  }

  private static void namespace(int field, int wireType, WireReader in, ObjectNode out) {
    switch (field) {
      case 1 -> metadata(in, out);
      case 2 ->
          readMessage(
              in.bytes(),
              (f, w, r, o) -> {
                if (f == 1) {
                  arrayOf(o, "finalizers").add(r.string());
                } else {
                  r.skip(w);
                }
              },
              Json.child(out, "spec"));
      default -> in.skip(wireType);
    }
  }

  private static void configMap(int field, int wireType, WireReader in, ObjectNode out) {
    switch (field) {
      case 1 -> metadata(in, out);
      case 2 -> mapEntry(in, Json.child(out, "data"), false);
      case 3 -> mapEntry(in, Json.child(out, "binaryData"), true);
      case 4 -> out.put("immutable", in.varint() != 0);
      default -> in.skip(wireType);
    }
  }

  private static void secret(int field, int wireType, WireReader in, ObjectNode out) {
    switch (field) {
      case 1 -> metadata(in, out);
      case 2 -> mapEntry(in, Json.child(out, "data"), true);
      case 3 -> out.put("type", in.string());
      case 4 -> mapEntry(in, Json.child(out, "stringData"), false);
      case 5 -> out.put("immutable", in.varint() != 0);
      default -> in.skip(wireType);
    }
  }

  private static void metadata(WireReader in, ObjectNode out) {
    readMessage(
        in.bytes(),
        (field, wireType, r, meta) -> {
          switch (field) {
            case 1 -> meta.put("name", r.string());
            case 2 -> meta.put("generateName", r.string());
            case 3 -> meta.put("namespace", r.string());
            case 11 -> mapEntry(r, Json.child(meta, "labels"), false);
            case 12 -> mapEntry(r, Json.child(meta, "annotations"), false);
            case 13 ->
                readMessage(
                    r.bytes(),
                    KubernetesProtobuf::ownerReference,
                    arrayOf(meta, "ownerReferences").addObject());
            case 14 -> arrayOf(meta, "finalizers").add(r.string());
            default -> r.skip(wireType);
          }
        },
        Json.child(out, "metadata"));
  }

  private static void ownerReference(int field, int wireType, WireReader in, ObjectNode out) {
    switch (field) {
      case 1 -> out.put("kind", in.string());
      case 3 -> out.put("name", in.string());
      case 4 -> out.put("uid", in.string());
      case 5 -> out.put("apiVersion", in.string());
      case 6 -> out.put("controller", in.varint() != 0);
      case 7 -> out.put("blockOwnerDeletion", in.varint() != 0);
      default -> in.skip(wireType);
    }
  }

  /** One {@code map<string, string|bytes>} entry; bytes become base64 as in JSON. */
  private static void mapEntry(WireReader in, ObjectNode map, boolean bytesValue) {
    WireReader entry = new WireReader(in.bytes());
    String key = "";
    String value = "";
    while (entry.hasMore()) {
      int tag = entry.tag();
      if (tag >>> 3 == 1) {
        key = entry.string();
      } else if (tag >>> 3 == 2) {
        value = bytesValue ? Base64.getEncoder().encodeToString(entry.bytes()) : entry.string();
      } else {
        entry.skip(tag & 7);
      }
    }
    map.put(key, value);
  }

  private static ArrayNode arrayOf(ObjectNode parent, String field) {
    return parent.get(field) instanceof ArrayNode array ? array : parent.putArray(field);
  }
}
