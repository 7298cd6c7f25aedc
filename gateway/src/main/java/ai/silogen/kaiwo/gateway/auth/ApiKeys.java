package ai.silogen.kaiwo.gateway.auth;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import io.fabric8.kubernetes.api.model.Secret;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An immutable set of API keys and their scopes, read from Secrets.
 *
 * <p>Keys are held only as SHA-256 digests and looked up by digest, so a lookup takes the same time
 * whatever prefix of a valid key the caller guessed, and a heap dump shows no keys.
 */
public final class ApiKeys {
  private static final Logger LOG = LoggerFactory.getLogger(ApiKeys.class);
  private static final ThreadLocal<MessageDigest> SHA256 =
      ThreadLocal.withInitial(ApiKeys::newDigest);

  /** No keys: every request is refused while authentication is on. */
  public static final ApiKeys NONE = new ApiKeys(Map.of());

  private final Map<ByteBuffer, ApiKeyScope> byDigest;

  private ApiKeys(Map<ByteBuffer, ApiKeyScope> byDigest) {
    this.byDigest = Map.copyOf(byDigest);
  }

  /**
   * The keys in {@code secrets}: every non-blank data value is a key (surrounding whitespace, such
   * as the newline of {@code echo key > file}, is ignored). Keys of Secrets in {@code
   * gatewayNamespace} may call models in all namespaces, others only in their Secret's namespace. A
   * key defined twice keeps its widest scope.
   */
  public static ApiKeys fromSecrets(Collection<Secret> secrets, String gatewayNamespace) {
    Map<ByteBuffer, ApiKeyScope> keys = new HashMap<>();
    for (Secret secret : secrets) {
      String namespace = secret.getMetadata().getNamespace();
      String name = secret.getMetadata().getName();
      Map<String, String> data = orEmpty(secret.getData());
      data.forEach(
          (dataKey, encoded) -> {
            String key = decode(encoded, namespace + "/" + name + "/" + dataKey);
            if (key != null && !key.isBlank()) {
              ApiKeyScope scope =
                  new ApiKeyScope(
                      namespace + "/" + name + "/" + dataKey,
                      namespace,
                      namespace.equals(gatewayNamespace));
              keys.merge(digest(key.strip()), scope, ApiKeys::wider);
            }
          });
    }
    return new ApiKeys(keys);
  }

  /** Keys given directly, e.g. for tests or a static configuration. */
  public static ApiKeys of(Map<String, ApiKeyScope> keys) {
    Map<ByteBuffer, ApiKeyScope> byDigest = new HashMap<>();
    keys.forEach((key, scope) -> byDigest.put(digest(key), scope));
    return new ApiKeys(byDigest);
  }

  /** The scope of {@code key}, or empty when it is not a known key. */
  public Optional<ApiKeyScope> find(String key) {
    return Optional.ofNullable(byDigest.get(digest(key)));
  }

  public int size() {
    return byDigest.size();
  }

  private static ApiKeyScope wider(ApiKeyScope first, ApiKeyScope second) {
    return second.allNamespaces() && !first.allNamespaces() ? second : first;
  }

  private static String decode(String encoded, String where) {
    try {
      return new String(Base64.getMimeDecoder().decode(encoded), StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      LOG.warn("ignoring API key {}: data value is not base64", where);
      return null;
    }
  }

  private static ByteBuffer digest(String key) {
    MessageDigest sha256 = SHA256.get();
    return ByteBuffer.wrap(sha256.digest(key.getBytes(StandardCharsets.UTF_8)));
  }

  private static MessageDigest newDigest() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("the JDK must provide SHA-256", e);
    }
  }
}
