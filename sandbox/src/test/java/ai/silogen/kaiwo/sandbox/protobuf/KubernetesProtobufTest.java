package ai.silogen.kaiwo.sandbox.protobuf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.sandbox.json.Json;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class KubernetesProtobufTest {

  /** Minimal protobuf writer for building test input. */
  static final class Writer {
    final ByteArrayOutputStream out = new ByteArrayOutputStream();

    Writer field(int number, byte[] value) {
      varint((long) number << 3 | 2);
      varint(value.length);
      out.writeBytes(value);
      return this;
    }

    Writer field(int number, String value) {
      return field(number, value.getBytes(StandardCharsets.UTF_8));
    }

    Writer field(int number, Writer message) {
      return field(number, message.out.toByteArray());
    }

    Writer flag(int number, boolean value) {
      varint((long) number << 3);
      varint(value ? 1 : 0);
      return this;
    }

    void varint(long value) {
      while ((value & ~0x7fL) != 0) {
        out.write((int) (value & 0x7f) | 0x80);
        value >>>= 7;
      }
      out.write((int) value);
    }

    byte[] envelope(String apiVersion, String kind) {
      Writer unknown =
          new Writer()
              .field(1, new Writer().field(1, apiVersion).field(2, kind))
              .field(2, out.toByteArray());
      ByteArrayOutputStream all = new ByteArrayOutputStream();
      all.writeBytes(new byte[] {'k', '8', 's', 0});
      all.writeBytes(unknown.out.toByteArray());
      return all.toByteArray();
    }
  }

  static Writer entry(String key, String value) {
    return new Writer().field(1, key).field(2, value);
  }

  @Test
  void decodesASecretWithMetadataAndBase64Data() {
    byte[] body =
        new Writer()
            .field(
                1,
                new Writer()
                    .field(1, "token")
                    .field(3, "team-a")
                    .field(11, entry("app", "x"))
                    .field(14, "keep"))
            .field(2, entry("pw", "s3cret"))
            .field(3, "Opaque")
            .flag(5, true)
            .envelope("v1", "Secret");

    assertThat(KubernetesProtobuf.decode(body))
        .contains(
            Json.parseObject(
                """
        {"apiVersion":"v1","kind":"Secret",
         "metadata":{"name":"token","namespace":"team-a","labels":{"app":"x"},
                     "finalizers":["keep"]},
         "data":{"pw":"czNjcmV0"},"type":"Opaque","immutable":true}"""));
  }

  @Test
  void decodesNamespaceFinalizersAndConfigMapData() {
    byte[] namespace =
        new Writer()
            .field(1, new Writer().field(1, "ns"))
            .field(2, new Writer().field(1, "kubernetes"))
            .envelope("v1", "Namespace");
    byte[] configMap =
        new Writer()
            .field(1, new Writer().field(1, "c"))
            .field(2, entry("a", "b"))
            .field(2, entry("c", "d"))
            .envelope("v1", "ConfigMap");

    assertThat(KubernetesProtobuf.decode(namespace).orElseThrow().at("/spec/finalizers/0").asText())
        .isEqualTo("kubernetes");
    assertThat(KubernetesProtobuf.decode(configMap).orElseThrow().path("data"))
        .isEqualTo(Json.parse("{\"a\":\"b\",\"c\":\"d\"}"));
  }

  @Test
  void otherKindsAndNonEnvelopesAreNotDecodedAndGarbageIsRejected() {
    assertThat(KubernetesProtobuf.decode(new Writer().envelope("apps/v1", "Deployment"))).isEmpty();
    assertThat(KubernetesProtobuf.decode("{}".getBytes(StandardCharsets.UTF_8))).isEmpty();
    assertThatThrownBy(() -> KubernetesProtobuf.decode(new byte[] {'k', '8', 's', 0, 0x0a, 0x7f}))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
