package ai.silogen.kaiwo.api.crd;

import io.fabric8.crd.generator.annotation.AdditionalPrinterColumn;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceColumnDefinition;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinition;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinitionVersion;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Build step (see {@link CrdPostProcessing}): puts the printer columns of each generated CRD in the
 * order their {@link AdditionalPrinterColumn} annotations are declared on the kind.
 *
 * <p>The generator (crd-generator 7.5.2) sorts columns by JSON path, so {@code kubectl get
 * kaiwojobs} would print Age first and Status last; its post-processor hook is not reachable from
 * the Maven plugin. kubectl shows priority-0 columns in CRD order.
 */
public final class PrinterColumnOrder {

  private PrinterColumnOrder() {}

  /**
   * Sorts the printer columns of every version of {@code crd} by the declaration order of the
   * kind's {@link AdditionalPrinterColumn} annotations; columns not declared there go last.
   */
  public static void reorder(CustomResourceDefinition crd, Class<?> kind) {
    List<String> declared =
        Arrays.stream(kind.getAnnotationsByType(AdditionalPrinterColumn.class))
            .map(AdditionalPrinterColumn::jsonPath)
            .toList();
    Comparator<CustomResourceColumnDefinition> byDeclaration =
        Comparator.comparingInt(
            column -> {
              int index = declared.indexOf(column.getJsonPath());
              return index < 0 ? Integer.MAX_VALUE : index;
            });
    for (CustomResourceDefinitionVersion version : crd.getSpec().getVersions()) {
      if (version.getAdditionalPrinterColumns() != null) {
        version.getAdditionalPrinterColumns().sort(byDeclaration);
      }
    }
  }
}
