package ai.silogen.kaiwo.cli.config;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonProperty;
import java.util.Optional;

/**
 * The user's CLI settings ({@code kaiwoconfig.yaml}): who submits and to which cluster queue by
 * default.
 *
 * <pre>
 * user: alice@example.com
 * clusterQueue: team-a      # "queue" is accepted too
 * </pre>
 *
 * @param user written into {@code spec.user} of submitted workloads that lack one; the default of
 *     {@code kaiwo list --user}
 * @param clusterQueue written into {@code spec.clusterQueue} of submitted workloads that lack one
 */
public record UserConfig(
    @JsonProperty("user") String user,
    @JsonProperty("clusterQueue") @JsonAlias("queue") String clusterQueue) {

  public static final UserConfig EMPTY = new UserConfig(null, null);

  public Optional<String> userName() {
    return Optional.ofNullable(user).filter(s -> !s.isBlank());
  }

  public Optional<String> queue() {
    return Optional.ofNullable(clusterQueue).filter(s -> !s.isBlank());
  }

  /** This configuration with the non-blank values of {@code overrides} taking precedence. */
  public UserConfig overriddenBy(String userOverride, String queueOverride) {
    return new UserConfig(
        userOverride == null || userOverride.isBlank() ? user : userOverride,
        queueOverride == null || queueOverride.isBlank() ? clusterQueue : queueOverride);
  }
}
