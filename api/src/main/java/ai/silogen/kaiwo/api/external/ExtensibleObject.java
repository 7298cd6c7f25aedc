package ai.silogen.kaiwo.api.external;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonAnySetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Base of the nested types in our minimal models of other projects' APIs (Kueue, KubeRay,
 * AppWrapper). We type only the fields Kaiwo reads or writes; every other field is kept in {@link
 * #getAdditionalProperties()} so that a read-modify-write cycle never drops what the owning project
 * (or a newer version of it) put there.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public abstract class ExtensibleObject {

  @JsonIgnore private final Map<String, Object> additionalProperties = new LinkedHashMap<>();

  /** Fields of this object that are not modelled as Java properties, in document order. */
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
