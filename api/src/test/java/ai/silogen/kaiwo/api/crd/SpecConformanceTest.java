package ai.silogen.kaiwo.api.crd;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.crd.SpecConformance.Finding;
import ai.silogen.kaiwo.api.crd.SpecTables.Section;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import io.fabric8.kubernetes.api.model.apiextensions.v1.JSONSchemaProps;
import io.fabric8.kubernetes.client.CustomResource;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** The reading of reference tables and their comparison with schemas, on small inputs. */
class SpecConformanceTest {

  private static final String REFERENCE =
      """
      #### Widget



      Widget is a thing.



      _Appears in:_
      - [WidgetList](#widgetlist)

      | Field | Description | Default | Validation |
      | --- | --- | --- | --- |
      | `apiVersion` _string_ | `example.org/v1` | | |
      | `spec` _[WidgetSpec](#widgetspec)_ | The spec. |  |  |


      #### WidgetSpec



      _Appears in:_
      - [Widget](#widget)

      | Field | Description | Default | Validation |
      | --- | --- | --- | --- |
      | `name` _string_ | A name \\| or not. |  | MaxLength: 63 <br />Pattern: `^[a-z]+(s\\|m)$` <br />Required: \\{\\} <br /> |
      | `size` _integer_ | Size. | 1 | Minimum: 0 <br />Optional: \\{\\} <br /> |
      | `options` _object_ | Options. | \\{  \\} |  |
      | `mode` _[Mode](#mode)_ | Mode. | fast |  |


      #### Mode

      _Underlying type:_ _string_

      | Field | Description |
      | --- | --- |
      | `` | Unset.<br /> |
      | `fast` | Fast.<br /> |
      """;

  @Test
  void readsFieldsDefaultsMarkersLinksAndValues() {
    Map<String, Section> sections = SpecTables.parse(REFERENCE);
    assertThat(sections).containsOnlyKeys("Widget", "WidgetSpec", "Mode");
    SpecTables.Field name = sections.get("WidgetSpec").fields().get(0);
    assertThat(name.name()).isEqualTo("name");
    assertThat(name.validation())
        .containsExactly(
            Map.entry("MaxLength", "63"),
            Map.entry("Pattern", "^[a-z]+(s|m)$"),
            Map.entry("Required", "{}"));
    assertThat(sections.get("WidgetSpec").fields())
        .extracting(SpecTables.Field::defaultText)
        .containsExactly("", "1", "{  }", "fast");
    assertThat(sections.get("Widget").fields().get(1).typeRef()).isEqualTo("WidgetSpec");
    assertThat(sections.get("WidgetSpec").appearsIn()).containsExactly("Widget");
    assertThat(sections.get("Mode").values()).containsExactly("", "fast");
  }

  @Test
  void aSchemaAsDocumentedHasNoFindings() {
    assertThat(findings(conforming())).isEmpty();
  }

  @Test
  void reportsMissingFieldsDefaultsMarkersAndRequiredness() {
    JSONSchemaProps root = conforming();
    JSONSchemaProps spec = root.getProperties().get("spec");
    spec.getProperties().remove("options");
    spec.getProperties().get("size").setDefault(ApiSerialization.readTree("2"));
    spec.getProperties().get("name").setMaxLength(64L);
    spec.getProperties().get("name").setPattern(null);
    spec.setRequired(List.of("size"));
    spec.getProperties().get("mode").setEnum(List.of(ApiSerialization.readTree("\"slow\"")));

    assertThat(findings(root))
        .extracting(String::valueOf)
        .containsExactlyInAnyOrder(
            "WidgetSpec.options field: documented present, CRD none",
            "WidgetSpec.size default: documented 1, CRD 2",
            "WidgetSpec.name MaxLength: documented 63, CRD 64",
            "WidgetSpec.name Pattern: documented ^[a-z]+(s|m)$, CRD none",
            "WidgetSpec.name required: documented Required, CRD optional",
            "WidgetSpec.size required: documented Optional, CRD required",
            "WidgetSpec.mode Enum: documented none, CRD [slow]",
            "WidgetSpec.mode values: documented accepted [, fast], CRD refuses [, fast]");
  }

  @Test
  void reportsAFreeFormObjectWhereATypeIsDocumented() {
    JSONSchemaProps root = conforming();
    JSONSchemaProps spec = root.getProperties().get("spec");
    spec.setProperties(null);
    spec.setRequired(null);
    spec.setXKubernetesPreserveUnknownFields(true);
    assertThat(findings(root))
        .extracting(String::valueOf)
        .contains("Widget.spec schema: documented typed, CRD free-form");
  }

  @Test
  void defaultsCompareByValue() {
    assertThat(SpecConformance.sameDefault("1", ApiSerialization.readTree("1.0"))).isTrue();
    assertThat(SpecConformance.sameDefault("{  }", ApiSerialization.readTree("{}"))).isTrue();
    assertThat(SpecConformance.sameDefault("{  }", ApiSerialization.readTree("{\"a\":1}")))
        .isFalse();
    assertThat(SpecConformance.sameDefault("false", ApiSerialization.readTree("false"))).isTrue();
    assertThat(SpecConformance.sameDefault("[a b]", ApiSerialization.readTree("[\"a\",\"b\"]")))
        .isTrue();
    assertThat(SpecConformance.sameDefault("amd", ApiSerialization.readTree("\"AMD\""))).isFalse();
  }

  @Test
  void readsTheGuidesFieldsSubFieldsAndDefaults() {
    String guide =
        """
        ### [Common fields](../reference.md#commonmetaspec)

        #### `replicas`

        *   For Ray workloads, this sets the worker group's replicas.
        *   Default value is 1.

        #### `storage`

        *   `accessMode`: Sets the access mode. Default is `ReadWriteMany`.
        *   `data`: Configures the main data volume.
            *   `mountPath`: Path inside containers. Defaults to `/workload`.

        #### `ray`

        *   If `false` (default), Kaiwo creates standard resources.

        ### [KaiwoJob](../reference.md#kaiwojob)

        #### `entrypoint`
        """;
    assertThat(CrdGuide.parse(guide))
        .extracting(f -> f.scope() + " " + String.join(".", f.path()) + " " + f.documentedDefault())
        .containsExactly(
            "CommonMetaSpec replicas 1",
            "CommonMetaSpec storage null",
            "CommonMetaSpec storage.accessMode ReadWriteMany",
            "CommonMetaSpec storage.data null",
            "CommonMetaSpec storage.data.mountPath /workload",
            "CommonMetaSpec ray false",
            "KaiwoJobSpec entrypoint null");
  }

  /** The conformance test over the real references fails when a CRD loses what they document. */
  @Test
  void theReferencesCatchWhatAGeneratedCrdLoses() {
    assertThat(undeliberate(KaiwoJob.class, spec -> property(spec, "gpuVendor").setDefault(null)))
        .containsExactlyInAnyOrder(
            "KaiwoJobSpec.gpuVendor default: documented amd, CRD none",
            "CommonMetaSpec.gpuVendor default: documented amd, CRD none");
    assertThat(
            undeliberate(
                KaiwoQueueConfig.class, spec -> property(spec, "clusterQueues").setMaxItems(null)))
        .containsExactly("KaiwoQueueConfigSpec.clusterQueues MaxItems: documented 10, CRD none");
    assertThat(undeliberate(Model.class, spec -> spec.getProperties().remove("engine")))
        .containsExactly("ModelSpec.engine field: documented present, CRD none");
    assertThat(
            undeliberate(
                Model.class,
                spec -> property(property(spec, "loadBalancing"), "strategy").setEnum(List.of())))
        .containsExactly(
            "LoadBalancing.strategy Enum: documented [LeastLoad PrefixHash], CRD none");
  }

  private static List<String> undeliberate(
      Class<? extends CustomResource<?, ?>> kind, Consumer<JSONSchemaProps> change) {
    JSONSchemaProps root = GeneratedCrds.schema(kind);
    change.accept(root.getProperties().get("spec"));
    SpecTablesConformanceTest.Reference reference =
        SpecTablesConformanceTest.REFERENCES.stream()
            .filter(r -> r.kinds().contains(kind))
            .findFirst()
            .orElseThrow();
    return SpecConformance.compare(
            SpecTables.parse(SpecTablesConformanceTest.read(reference.file())),
            kind.getSimpleName(),
            root)
        .findings()
        .stream()
        .filter(finding -> !SpecTablesConformanceTest.deliberate(finding))
        .map(String::valueOf)
        .toList();
  }

  private static JSONSchemaProps property(JSONSchemaProps schema, String name) {
    return schema.getProperties().get(name);
  }

  private static List<Finding> findings(JSONSchemaProps root) {
    return SpecConformance.compare(SpecTables.parse(REFERENCE), "Widget", root).findings();
  }

  private static JSONSchemaProps conforming() {
    return ApiSerialization.read(
        """
        properties:
          spec:
            required: [name]
            properties:
              name: {type: string, maxLength: 63, pattern: "^[a-z]+(s|m)$"}
              size: {type: integer, default: 1, minimum: 0}
              options: {type: object, default: {}}
              mode: {type: string, default: fast}
        """,
        JSONSchemaProps.class);
  }
}
