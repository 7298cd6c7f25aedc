package ai.silogen.kaiwo.api.kubeai.v1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Required;
import io.fabric8.generator.annotation.Size;
import io.fabric8.generator.annotation.ValidationRule;

/** A file mounted into the model pods. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class ModelFile {

  @Required
  @Size(max = 1024)
  @ValidationRule(
      value = "self.startsWith('/') && !self.contains(':')",
      message =
          "Path must be an absolute path, starting with /, and must not contain a ':' character.")
  @JsonPropertyDescription("Absolute path where the file is mounted in the pod.")
  private String path;

  @Required
  @Size(max = 100000)
  @JsonPropertyDescription(
      "Content of the file; put into a ConfigMap and mounted into the model pods.")
  private String content;

  public String getPath() {
    return path;
  }

  public void setPath(String path) {
    this.path = path;
  }

  public String getContent() {
    return content;
  }

  public void setContent(String content) {
    this.content = content;
  }
}
