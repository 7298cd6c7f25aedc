package ai.silogen.kaiwo.gateway.server;

import ai.silogen.kaiwo.gateway.openai.RequestKind;

/**
 * What a request path asks for. The OpenAI API is served under {@code /openai/v1/...} (KubeAI's
 * prefix) and {@code /v1/...} (what OpenAI clients expect by default); matching is exact and
 * allocation-free.
 *
 * @param target the kind of endpoint
 * @param kind for {@link Target#INFERENCE}, the OpenAI endpoint; otherwise {@code null}
 */
record GatewayPath(Target target, RequestKind kind) {
  private static final String OPENAI_PREFIX = "/openai";
  private static final String MODELS = "/v1/models";
  private static final GatewayPath[] INFERENCE = inferencePaths();
  private static final GatewayPath MODELS_PATH = new GatewayPath(Target.MODELS, null);
  private static final GatewayPath HEALTHZ = new GatewayPath(Target.HEALTHZ, null);
  private static final GatewayPath READYZ = new GatewayPath(Target.READYZ, null);
  private static final GatewayPath METRICS = new GatewayPath(Target.METRICS, null);
  private static final GatewayPath NOT_FOUND = new GatewayPath(Target.NOT_FOUND, null);

  enum Target {
    INFERENCE,
    MODELS,
    HEALTHZ,
    READYZ,
    METRICS,
    NOT_FOUND
  }

  static GatewayPath match(String path) {
    int offset = path.startsWith(OPENAI_PREFIX + "/") ? OPENAI_PREFIX.length() : 0;
    int length = path.length() - offset;
    for (GatewayPath candidate : INFERENCE) {
      if (equalsAt(path, offset, length, candidate.kind.path())) {
        return candidate;
      }
    }
    if (equalsAt(path, offset, length, MODELS)) {
      return MODELS_PATH;
    }
    if (offset == 0) {
      switch (path) {
        case "/healthz":
          return HEALTHZ;
        case "/readyz":
          return READYZ;
        case "/metrics":
          return METRICS;
        default:
          break;
      }
    }
    return NOT_FOUND;
  }

  private static boolean equalsAt(String path, int offset, int length, String expected) {
    return length == expected.length() && path.startsWith(expected, offset);
  }

  private static GatewayPath[] inferencePaths() {
    RequestKind[] kinds = RequestKind.values();
    GatewayPath[] paths = new GatewayPath[kinds.length];
    for (int i = 0; i < kinds.length; i++) {
      paths[i] = new GatewayPath(Target.INFERENCE, kinds[i]);
    }
    return paths;
  }
}
