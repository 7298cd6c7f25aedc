package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Required;
import java.util.List;

/** A Hugging Face repository (or some of its files) to pre-cache. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class HuggingFaceDownloadItem {

  @Required
  @JsonPropertyDescription("Hugging Face Hub repository ID, e.g. meta-llama/Llama-3.1-8B-Instruct.")
  private String repoId;

  @JsonPropertyDescription("Specific files to download; the whole repository when omitted.")
  private List<String> files;

  public String getRepoId() {
    return repoId;
  }

  public void setRepoId(String repoId) {
    this.repoId = repoId;
  }

  public List<String> getFiles() {
    return files;
  }

  public void setFiles(List<String> files) {
    this.files = files;
  }
}
