package ai.silogen.kaiwo.gateway.server;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.gateway.openai.RequestKind;
import ai.silogen.kaiwo.gateway.server.GatewayPath.Target;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

class GatewayPathTest {

  @ParameterizedTest
  @EnumSource(RequestKind.class)
  void servesEveryInferenceEndpointWithAndWithoutTheOpenAiPrefix(RequestKind kind) {
    assertThat(GatewayPath.match(kind.path())).isEqualTo(new GatewayPath(Target.INFERENCE, kind));
    assertThat(GatewayPath.match("/openai" + kind.path()))
        .isEqualTo(new GatewayPath(Target.INFERENCE, kind));
  }

  @ParameterizedTest
  @CsvSource({
    "/v1/models, MODELS",
    "/openai/v1/models, MODELS",
    "/healthz, HEALTHZ",
    "/readyz, READYZ",
    "/metrics, METRICS",
    "/openai/metrics, NOT_FOUND",
    "/openai/healthz, NOT_FOUND",
    "/v1/chat/completions/, NOT_FOUND",
    "/v1/chat, NOT_FOUND",
    "/v1/load_lora_adapter, NOT_FOUND",
    "/openai, NOT_FOUND",
    "/openaiv1/models, NOT_FOUND",
    "/, NOT_FOUND"
  })
  void matchesOtherPathsExactly(String path, Target target) {
    assertThat(GatewayPath.match(path).target()).isEqualTo(target);
  }
}
