package ai.silogen.kaiwo.sandbox.crd;

/**
 * One {@code additionalPrinterColumns} entry of a CRD version (also used for built-in columns).
 *
 * @param name column header
 * @param type {@code string}, {@code integer}, {@code number}, {@code boolean} or {@code date}
 * @param format optional format (e.g. {@code name})
 * @param description column description
 * @param priority 0 for the default view, higher for {@code -o wide}
 * @param jsonPath simple JSON path such as {@code .status.phase} or {@code .spec.a[0].b}
 */
public record PrinterColumn(
    String name, String type, String format, String description, int priority, String jsonPath) {}
