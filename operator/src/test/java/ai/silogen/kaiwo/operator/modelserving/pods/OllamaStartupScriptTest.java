package ai.silogen.kaiwo.operator.modelserving.pods;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.operator.modelserving.spec.ModelUrl;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** KubeAI's {@code engine_ollama_test}: the exact startup scripts. */
class OllamaStartupScriptTest {

  @ParameterizedTest(name = "{0} text={1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          ollama://def                    | true  | /bin/ollama pull def && /bin/ollama cp def abc && /bin/ollama run abc hi
          ollama://def                    | false | /bin/ollama pull def && /bin/ollama cp def abc
          ollama://def?insecure=true      | true  | /bin/ollama pull --insecure def && /bin/ollama cp def abc && /bin/ollama run abc hi
          ollama://def?pull=false         | true  | /bin/ollama cp def abc && /bin/ollama run abc hi
          pvc://claim?model=def           | true  | /bin/ollama cp def abc && /bin/ollama run abc hi
          pvc://claim/dir?model=qwen:0.5b | false | /bin/ollama cp qwen:0.5b abc
          """)
  void buildsTheStartupScript(String url, boolean textGeneration, String expected)
      throws Exception {
    assertThat(OllamaEngine.startupScript(ModelUrl.parse(url), "abc", textGeneration))
        .isEqualTo(expected);
  }
}
