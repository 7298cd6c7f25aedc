package ai.silogen.kaiwo.gateway.openai;

import java.util.Optional;

/** The OpenAI endpoints the gateway proxies, by path below the gateway's prefix. */
public enum RequestKind {
  CHAT_COMPLETIONS("/v1/chat/completions", false, true),
  COMPLETIONS("/v1/completions", false, true),
  EMBEDDINGS("/v1/embeddings", false, false),
  RERANK("/v1/rerank", false, false),
  TRANSCRIPTIONS("/v1/audio/transcriptions", true, false),
  TRANSLATIONS("/v1/audio/translations", true, false);

  private static final RequestKind[] ALL = values();

  private final String path;
  private final boolean multipart;
  private final boolean hasPrefix;

  RequestKind(String path, boolean multipart, boolean hasPrefix) {
    this.path = path;
    this.multipart = multipart;
    this.hasPrefix = hasPrefix;
  }

  public String path() {
    return path;
  }

  /** Whether the body is {@code multipart/form-data} rather than JSON. */
  public boolean multipart() {
    return multipart;
  }

  /** Whether requests of this kind have a prompt prefix for prefix hashing. */
  public boolean hasPrefix() {
    return hasPrefix;
  }

  /** The kind served at {@code path} (exact match, e.g. {@code /v1/chat/completions}). */
  public static Optional<RequestKind> fromPath(String path) {
    for (RequestKind kind : ALL) {
      if (kind.path.equals(path)) {
        return Optional.of(kind);
      }
    }
    return Optional.empty();
  }
}
