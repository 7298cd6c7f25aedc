package ai.silogen.kaiwo.operator.modelserving.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException.Reason;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** KubeAI's {@code model_source_test} table, plus the Ollama query flags. */
class ModelUrlTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      nullValues = "NULL",
      textBlock =
          """
          a://path/b://to/model                       | a      | path/b://to/model       | path         | b://to/model
          gs://bucket-name/path/to/model              | gs     | bucket-name/path/to/model | bucket-name | path/to/model
          ollama://gemma2:2b                          | ollama | gemma2:2b               | gemma2:2b    | ''
          hf://test-user/model-name                   | hf     | test-user/model-name    | test-user    | model-name
          s3://bucket/dir/model                       | s3     | bucket/dir/model        | bucket       | dir/model
          pvc://my-vpc/path/to/model                  | pvc    | my-vpc/path/to/model    | my-vpc       | path/to/model
          pvc://my-vpc                                | pvc    | my-vpc                  | my-vpc       | ''
          pvc://my-vpc/                               | pvc    | my-vpc/                 | my-vpc       | ''
          pvc://my-vpc//                              | pvc    | my-vpc//                | my-vpc       | /
          pvc://my-vpc?model=qwen2:0.5b               | pvc    | qwen2:0.5b              | my-vpc       | ''
          pvc://my-vpc/path/to/model?model=qwen2:0.5b | pvc    | qwen2:0.5b              | my-vpc       | /path/to/model
          """)
  void parses(String input, String scheme, String ref, String name, String path) throws Exception {
    ModelUrl url = ModelUrl.parse(input);

    assertThat(url.original()).isEqualTo(input);
    assertThat(url.scheme()).isEqualTo(scheme);
    assertThat(url.ref()).isEqualTo(ref);
    assertThat(url.name()).isEqualTo(name);
    assertThat(url.path()).isEqualTo(path);
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "iNv@lid://path/to/model", "hf:/missing-slash", "://no-scheme"})
  void rejectsMalformedUrls(String input) {
    assertThatThrownBy(() -> ModelUrl.parse(input))
        .isInstanceOf(InvalidModelException.class)
        .hasMessageContaining("<scheme>://<ref>")
        .extracting(e -> ((InvalidModelException) e).reason())
        .isEqualTo(Reason.InvalidURL);
  }

  @ParameterizedTest
  @CsvSource({
    "ollama://qwen2:0.5b, false, true",
    "ollama://qwen2:0.5b?insecure=true, true, true",
    "ollama://qwen2:0.5b?pull=false, false, false",
    "ollama://qwen2:0.5b?insecure=true&pull=false, true, false"
  })
  void readsOllamaFlags(String input, boolean insecure, boolean pull) throws Exception {
    ModelUrl url = ModelUrl.parse(input);

    assertThat(url.ref()).isEqualTo("qwen2:0.5b");
    assertThat(url.insecure()).isEqualTo(insecure);
    assertThat(url.pull()).isEqualTo(pull);
  }

  @ParameterizedTest
  @CsvSource({
    "s3://b/m, true",
    "gs://b/m, true",
    "oss://b/m, true",
    "hf://o/m, false",
    "pvc://c, false"
  })
  void knowsObjectStores(String input, boolean objectStore) throws Exception {
    assertThat(ModelUrl.parse(input).isObjectStore()).isEqualTo(objectStore);
  }
}
