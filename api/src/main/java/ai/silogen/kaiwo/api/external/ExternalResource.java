package ai.silogen.kaiwo.api.external;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import io.fabric8.kubernetes.client.CustomResource;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Base of the top-level kinds of other projects that Kaiwo reads or writes. Like {@link
 * ExtensibleObject}, unknown top-level fields round-trip through {@link
 * #getAdditionalProperties()}.
 *
 * <p>These classes are clients' views of CRDs installed by Kueue, KubeRay and AppWrapper; they are
 * excluded from Kaiwo's own CRD generation.
 *
 * @param <S> spec type ({@link Void} for kinds without a spec)
 * @param <T> status type ({@link Void} for kinds without a status)
 */
public abstract class ExternalResource<S, T> extends CustomResource<S, T> {

  @JsonIgnore private final Map<String, Object> additionalProperties = new LinkedHashMap<>();

  /** Top-level fields of this object that are not modelled as Java properties. */
  // Ignored as a property (it would otherwise appear in generated schemas); still serialised.
  @JsonAnyGetter
  @JsonIgnore
  public Map<String, Object> getAdditionalProperties() {
    return additionalProperties;
  }

  @JsonAnySetter
  public void setAdditionalProperty(String name, Object value) {
    additionalProperties.put(name, value);
  }
}
