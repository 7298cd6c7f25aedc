package ai.silogen.kaiwo.api.kaiwo.v1alpha1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Required;

/** Clones a Git repository, or a part of it, into the data volume. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class GitDownloadItem {

  @Required
  @JsonPropertyDescription("Repository URL, e.g. https://github.com/user/repo.git.")
  private String repository;

  @JsonPropertyDescription("Branch to clone; takes precedence over commit.")
  private String branch;

  @JsonPropertyDescription("Commit to check out; ignored when branch is set.")
  private String commit;

  @JsonPropertyDescription("Secret containing the Git username.")
  private ValueReference username;

  @JsonPropertyDescription("Secret containing the Git token or password.")
  private ValueReference token;

  @JsonPropertyDescription(
      "Sub-path within the repository to copy; the whole repository when omitted.")
  private String path;

  @Required
  @JsonPropertyDescription("Destination relative to the data volume's mount point.")
  private String targetPath;

  public String getRepository() {
    return repository;
  }

  public void setRepository(String repository) {
    this.repository = repository;
  }

  public String getBranch() {
    return branch;
  }

  public void setBranch(String branch) {
    this.branch = branch;
  }

  public String getCommit() {
    return commit;
  }

  public void setCommit(String commit) {
    this.commit = commit;
  }

  public ValueReference getUsername() {
    return username;
  }

  public void setUsername(ValueReference username) {
    this.username = username;
  }

  public ValueReference getToken() {
    return token;
  }

  public void setToken(ValueReference token) {
    this.token = token;
  }

  public String getPath() {
    return path;
  }

  public void setPath(String path) {
    this.path = path;
  }

  public String getTargetPath() {
    return targetPath;
  }

  public void setTargetPath(String targetPath) {
    this.targetPath = targetPath;
  }
}
