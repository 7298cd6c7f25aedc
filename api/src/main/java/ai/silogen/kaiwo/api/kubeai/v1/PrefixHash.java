package ai.silogen.kaiwo.api.kubeai.v1;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.fabric8.generator.annotation.Default;
import io.fabric8.generator.annotation.Max;
import io.fabric8.generator.annotation.Min;
import io.fabric8.generator.annotation.ValidationRule;

/** Parameters of the PrefixHash (consistent hashing with bounded loads) strategy. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonIgnoreProperties(ignoreUnknown = true)
public class PrefixHash {

  /**
   * The most virtual nodes per endpoint the CRD accepts: 16 times KubeAI's default of 256. The
   * gateway builds {@code endpoints × replication} ring points whenever a model's endpoints change,
   * so an unbounded value (KubeAI has no bound) can stall it or overflow the ring's size.
   */
  public static final int MAX_REPLICATION = 4096;

  @Default("125")
  @Min(100)
  @JsonPropertyDescription(
      "Percentage of the mean load that no endpoint may exceed on the hash ring (125 is"
          + " the usual CHWBL bound).")
  private Integer meanLoadFactor;

  @Default("256")
  @Min(1)
  @Max(MAX_REPLICATION)
  @ValidationRule(value = "self == oldSelf", message = "replication is immutable.")
  @JsonPropertyDescription(
      "Virtual nodes per endpoint on the hash ring; more spreads load more evenly but "
          + "slows lookups. 1 to 4096. Immutable.")
  private Integer replication;

  @Default("100")
  @JsonPropertyDescription("Number of characters of the request prefix that are hashed.")
  private Integer prefixCharLength;

  public Integer getMeanLoadFactor() {
    return meanLoadFactor;
  }

  public void setMeanLoadFactor(Integer meanLoadFactor) {
    this.meanLoadFactor = meanLoadFactor;
  }

  public Integer getReplication() {
    return replication;
  }

  public void setReplication(Integer replication) {
    this.replication = replication;
  }

  public Integer getPrefixCharLength() {
    return prefixCharLength;
  }

  public void setPrefixCharLength(Integer prefixCharLength) {
    this.prefixCharLength = prefixCharLength;
  }
}
