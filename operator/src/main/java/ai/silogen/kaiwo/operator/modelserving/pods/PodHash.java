package ai.silogen.kaiwo.operator.modelserving.pods;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.operator.modelserving.spec.Fnv32a;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.fabric8.kubernetes.api.model.PodSpec;
import java.nio.charset.StandardCharsets;

/**
 * The {@code pod-hash} of a model pod: FNV-32a over the pod spec's canonical JSON (plus the files'
 * content digest), written with Kubernetes' "safe" alphabet (no vowels, so no words) as KubeAI
 * does. Any change of the spec (args, env, image, profile, ...) changes the hash and so triggers a
 * rollout.
 */
public final class PodHash {

  private static final String SAFE_ALPHABET = "bcdfghjklmnpqrstvwxz2456789";
  private static final ObjectMapper CANONICAL =
      new ObjectMapper().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

  private PodHash() {}

  /** The hash of {@code spec} and {@code extra} (e.g. a content digest; may be empty). */
  public static String of(PodSpec spec, String extra) {
    byte[] json;
    try {
      // Through a plain map, so that every object's keys are sorted, not only Java maps'.
      Object tree = CANONICAL.convertValue(ApiSerialization.toTree(spec), Object.class);
      json = CANONICAL.writeValueAsBytes(tree);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a pod spec always serialises", e);
    }
    int hash = Fnv32a.hash(Fnv32a.OFFSET, json);
    if (!extra.isEmpty()) {
      hash = Fnv32a.hash(hash, extra.getBytes(StandardCharsets.UTF_8));
    }
    return safeEncode(Integer.toUnsignedString(hash));
  }

  private static String safeEncode(String text) {
    StringBuilder out = new StringBuilder(text.length());
    for (char c : text.toCharArray()) {
      out.append(SAFE_ALPHABET.charAt(c % SAFE_ALPHABET.length()));
    }
    return out.toString();
  }
}
