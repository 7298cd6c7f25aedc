package ai.silogen.kaiwo.sandbox;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** The hand-written CRDs of the sandbox's own tests. */
public final class TestCrds {

  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

  private TestCrds() {}

  /** {@code widgets.test.kaiwo.silogen.ai}: every admission feature in one small schema. */
  public static JsonNode widgets() {
    return load("/test-crds/widgets.yaml");
  }

  private static JsonNode load(String resource) {
    try (InputStream in = TestCrds.class.getResourceAsStream(resource)) {
      return YAML.readTree(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
