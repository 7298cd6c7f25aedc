package ai.silogen.kaiwo.gateway.auth;

import java.util.Objects;

/**
 * What one API key may call.
 *
 * @param keyId where the key is defined, {@code <namespace>/<secret>/<data key>}, for logs; never
 *     the key itself
 * @param namespace the namespace of the Secret that holds the key
 * @param allNamespaces whether the key may call models in every namespace (keys defined in the
 *     gateway's own namespace) or only in {@code namespace}
 */
public record ApiKeyScope(String keyId, String namespace, boolean allNamespaces) {
  /** The scope of every request when authentication is off. */
  public static final ApiKeyScope UNRESTRICTED = new ApiKeyScope("", "", true);

  public ApiKeyScope {
    Objects.requireNonNull(keyId, "keyId");
    Objects.requireNonNull(namespace, "namespace");
  }

  /** Whether a request with this key may use a model in {@code modelNamespace}. */
  public boolean permits(String modelNamespace) {
    return allNamespaces || namespace.equals(modelNamespace);
  }
}
