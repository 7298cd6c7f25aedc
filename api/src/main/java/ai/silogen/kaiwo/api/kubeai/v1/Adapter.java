package ai.silogen.kaiwo.api.kubeai.v1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Pattern;
import io.fabric8.generator.annotation.Required;
import io.fabric8.generator.annotation.Size;
import io.fabric8.generator.annotation.ValidationRule;

/** A LoRA adapter served on top of a model (vLLM only); exposed as model id <model>_<adapter>. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class Adapter {

  @Required
  @Size(max = 63)
  @Pattern("^[a-z0-9-]+$")
  @JsonPropertyDescription("Name of the adapter: lowercase letters, digits and dashes.")
  private String name;

  @Required
  @ValidationRule(
      value =
          "self.startsWith(\"hf://\") || self.startsWith(\"s3://\") || self.startsWith(\"gs://\") || self.startsWith(\"oss://\")",
      message = "adapter url must start with \"hf://\", \"s3://\", \"gs://\", or \"oss://\".")
  @JsonPropertyDescription("Where the adapter is loaded from: hf://, s3://, gs:// or oss://.")
  private String url;

  public String getName() {
    return name;
  }

  public void setName(String name) {
    this.name = name;
  }

  public String getUrl() {
    return url;
  }

  public void setUrl(String url) {
    this.url = url;
  }
}
