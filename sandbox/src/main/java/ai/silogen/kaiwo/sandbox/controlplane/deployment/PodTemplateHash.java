package ai.silogen.kaiwo.sandbox.controlplane.deployment;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.PodTemplateSpecBuilder;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The {@code pod-template-hash} of a pod template, computed like the deployment controller's: a
 * 32-bit FNV-1a hash of the template, written with the API server's "safe" alphabet (no vowels, so
 * no words). The hash is over a canonical JSON form (sorted map keys) of the template without its
 * own {@code pod-template-hash} label, so equal templates always hash equally.
 */
public final class PodTemplateHash {

  /** Label carrying the hash on ReplicaSets and their pods. */
  public static final String LABEL = "pod-template-hash";

  private static final String SAFE_ALPHABET = "bcdfghjklmnpqrstvwxz2456789";
  private static final int FNV_OFFSET = 0x811c9dc5;
  private static final int FNV_PRIME = 0x01000193;
  private static final ObjectMapper CANONICAL =
      JsonMapper.builder().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).build();

  private PodTemplateHash() {}

  /** The hash of {@code template}. */
  public static String of(PodTemplateSpec template) {
    byte[] json;
    try {
      json = CANONICAL.writeValueAsBytes(withoutHashLabel(template));
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot serialize pod template", e);
    }
    int hash = FNV_OFFSET;
    for (byte b : json) {
      hash ^= b & 0xff;
      hash *= FNV_PRIME;
    }
    return safeEncode(Integer.toUnsignedString(hash));
  }

  /** Whether two templates are equal once their {@code pod-template-hash} labels are ignored. */
  public static boolean equalIgnoringHash(PodTemplateSpec a, PodTemplateSpec b) {
    return withoutHashLabel(a).equals(withoutHashLabel(b));
  }

  /** {@code template} without the {@code pod-template-hash} label. */
  static PodTemplateSpec withoutHashLabel(PodTemplateSpec template) {
    if (template.getMetadata() == null) {
      return template;
    }
    Map<String, String> labels = template.getMetadata().getLabels();
    if (labels == null || !labels.containsKey(LABEL)) {
      return template;
    }
    return new PodTemplateSpecBuilder(template)
        .editMetadata()
        .removeFromLabels(LABEL)
        .endMetadata()
        .build();
  }

  private static String safeEncode(String decimal) {
    byte[] bytes = decimal.getBytes(StandardCharsets.US_ASCII);
    StringBuilder encoded = new StringBuilder(bytes.length);
    for (byte b : bytes) {
      encoded.append(SAFE_ALPHABET.charAt(b % SAFE_ALPHABET.length()));
    }
    return encoded.toString();
  }
}
