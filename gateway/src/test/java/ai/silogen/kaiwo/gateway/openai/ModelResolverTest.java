package ai.silogen.kaiwo.gateway.openai;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.gateway.routing.LoadBalancingConfig;
import ai.silogen.kaiwo.gateway.routing.LoadBalancingStrategy;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ModelResolverTest {
  private static final ServedModel LLAMA =
      new ServedModel(
          "kaiwo",
          "llama",
          Map.of("team", "a"),
          Set.of("sql"),
          LoadBalancingConfig.of(LoadBalancingStrategy.PREFIX_HASH).withPrefixCharLength(5));
  private static final ServedModel QWEN =
      new ServedModel("team-b", "qwen", Map.of("team", "b"), Set.of(), LoadBalancingConfig.DEFAULT);

  private final ModelDirectory directory =
      (namespace, name) ->
          List.of(LLAMA, QWEN).stream()
              .filter(m -> m.namespace().equals(namespace) && m.name().equals(name))
              .findFirst();
  private final ModelResolver resolver = new ModelResolver("kaiwo", directory);
  private final OpenAiRequestParser parser = new OpenAiRequestParser();

  /** Resolves for a client that may use every namespace. */
  private ResolvedRequest resolve(ParsedRequest request, List<String> selectors) {
    return resolver.resolve(request, selectors, namespace -> true);
  }

  @Test
  void aModelOfANamespaceTheClientMayNotUseIsNotFoundWhateverElseIsWrong() {
    assertThatThrownBy(
            () ->
                resolver.resolve(
                    chat("llama_no-such-adapter"),
                    List.of("team in (a"),
                    namespace -> !namespace.equals("kaiwo")))
        .isInstanceOfSatisfying(
            OpenAiError.class,
            e -> {
              assertThat(e.status()).isEqualTo(404);
              assertThat(e.getMessage()).isEqualTo("model not found: \"llama_no-such-adapter\"");
            });
  }

  private ParsedRequest chat(String model) {
    String body =
        "{\"model\":\""
            + model
            + "\",\"messages\":[{\"role\":\"user\",\"content\":\"hello world\"}]}";
    return parser.parse("/v1/chat/completions", null, body.getBytes(UTF_8));
  }

  @Test
  void resolvesAnAdapterInTheDefaultNamespaceWithItsPrefix() {
    ResolvedRequest resolved = resolve(chat("llama_sql"), List.of("team=a"));

    assertThat(resolved.model()).isEqualTo(LLAMA);
    assertThat(resolved.pick().adapter()).isEqualTo("sql");
    assertThat(resolved.pick().prefix()).isEqualTo("hello");
    assertThat(resolved.pick().hashKey()).isEqualTo("sqlhello");
    assertThat(new String(resolved.forwardBody().toByteArray(resolved.request().body()), UTF_8))
        .startsWith("{\"model\":\"sql\",");
  }

  @Test
  void resolvesAModelInAnotherNamespaceAndForwardsItsBareName() {
    ResolvedRequest resolved = resolve(chat("team-b/qwen"), List.of());

    assertThat(resolved.ref().modelKey()).isEqualTo("team-b/qwen");
    assertThat(resolved.pick().prefix()).isEmpty(); // LeastLoad does not need it
    assertThat(new String(resolved.forwardBody().toByteArray(resolved.request().body()), UTF_8))
        .startsWith("{\"model\":\"qwen\",");
  }

  @Test
  void aMissingOrHiddenModelIsTheSameNotFound() {
    for (var attempt :
        List.of(
            Map.entry("does-not-exist", List.<String>of()),
            Map.entry("qwen", List.<String>of()), // not in the default namespace
            Map.entry("llama_sql", List.of("team=b")), // the adapter exists, the model is hidden
            Map.entry("llama", List.of("team=b")),
            Map.entry("llama", List.of("team=a", "tier=gold")))) {
      assertThatThrownBy(() -> resolve(chat(attempt.getKey()), attempt.getValue()))
          .isInstanceOfSatisfying(
              OpenAiError.class,
              e -> {
                assertThat(e.status()).isEqualTo(404);
                assertThat(e.getMessage())
                    .isEqualTo("model not found: \"" + attempt.getKey() + "\"");
              });
    }
  }

  @Test
  void aVisibleModelsMissingAdapterIsNamed() {
    assertThatThrownBy(() -> resolve(chat("llama_no-such-adapter"), List.of("team=a")))
        .isInstanceOfSatisfying(
            OpenAiError.class,
            e -> {
              assertThat(e.status()).isEqualTo(404);
              assertThat(e.getMessage())
                  .isEqualTo(
                      "model not found: \"llama_no-such-adapter\" (the model has no adapter"
                          + " \"no-such-adapter\")");
            });
  }

  @Test
  void anInvalidSelectorIsABadRequest() {
    assertThatThrownBy(() -> resolve(chat("llama"), List.of("team in (a")))
        .isInstanceOfSatisfying(
            OpenAiError.class,
            e -> {
              assertThat(e.status()).isEqualTo(400);
              assertThat(e.getMessage()).startsWith("invalid X-Label-Selector header");
            });
  }

  @Test
  void listsPublicIdsWithTheNamespaceOutsideTheDefault() {
    assertThat(LLAMA.publicIds("kaiwo")).containsExactly("llama", "llama_sql");
    assertThat(QWEN.publicIds("kaiwo")).containsExactly("team-b/qwen");
    assertThat(directory.find("kaiwo", "nope")).isEqualTo(Optional.empty());
  }
}
