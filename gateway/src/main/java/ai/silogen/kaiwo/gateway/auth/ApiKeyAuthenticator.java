package ai.silogen.kaiwo.gateway.auth;

import ai.silogen.kaiwo.gateway.openai.OpenAiError;
import java.util.Objects;

/**
 * Checks the {@code Authorization: Bearer <key>} header of a request against the current {@link
 * ApiKeys}. When authentication is off every request gets {@link ApiKeyScope#UNRESTRICTED}.
 */
public final class ApiKeyAuthenticator {
  private static final String BEARER = "bearer ";

  private final boolean enabled;
  private volatile ApiKeys keys = ApiKeys.NONE;

  public ApiKeyAuthenticator(boolean enabled) {
    this.enabled = enabled;
  }

  /** Authentication off: every request is allowed. */
  public static ApiKeyAuthenticator disabled() {
    return new ApiKeyAuthenticator(false);
  }

  /** Authentication on with a fixed set of keys. */
  public static ApiKeyAuthenticator withKeys(ApiKeys keys) {
    ApiKeyAuthenticator authenticator = new ApiKeyAuthenticator(true);
    authenticator.replaceKeys(keys);
    return authenticator;
  }

  public boolean enabled() {
    return enabled;
  }

  /** Makes {@code next} the valid keys; requests already authenticated are not affected. */
  public void replaceKeys(ApiKeys next) {
    keys = Objects.requireNonNull(next, "keys");
  }

  /**
   * The scope of the request's key.
   *
   * @param authorization the {@code Authorization} header, or {@code null}
   * @throws OpenAiError 401 when authentication is on and the key is missing or unknown
   */
  public ApiKeyScope authenticate(String authorization) {
    if (!enabled) {
      return ApiKeyScope.UNRESTRICTED;
    }
    if (authorization == null || authorization.isBlank()) {
      throw OpenAiError.invalidApiKey("missing API key: send it as 'Authorization: Bearer <key>'");
    }
    if (authorization.length() <= BEARER.length()
        || !authorization.regionMatches(true, 0, BEARER, 0, BEARER.length())) {
      throw OpenAiError.invalidApiKey("the Authorization header must be 'Bearer <key>'");
    }
    String key = authorization.substring(BEARER.length()).strip();
    return keys.find(key).orElseThrow(() -> OpenAiError.invalidApiKey("invalid API key"));
  }
}
