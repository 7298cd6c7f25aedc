package ai.silogen.kaiwo.api.crd;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The type sections of an API reference rendered by crd-ref-docs: each {@code #### TypeName}
 * heading with its field table ({@code | Field | Description | Default | Validation |}) or, for a
 * string type, its table of values ({@code | Field | Description |}).
 */
final class SpecTables {

  /** A row of a field table, with the Markdown escapes ({@code \{}, {@code \|}) removed. */
  record Field(
      String name,
      String typeText,
      String typeRef,
      String defaultText,
      Map<String, String> validation) {}

  /**
   * A type section: fields for a struct, values for a string type (one of the two is empty), and
   * the types it appears in (as a field's type or embedded in them).
   */
  record Section(String name, List<Field> fields, List<String> values, List<String> appearsIn) {}

  private static final Pattern HEADING = Pattern.compile("^#### (\\w+)\\s*$");
  private static final Pattern NAME_AND_TYPE = Pattern.compile("^`(\\w*)`\\s*(.*)$");

  /** A link to another section of the same file: {@code _[Name](#name)_}. */
  private static final Pattern SECTION_LINK = Pattern.compile("\\[(\\w+)\\]\\(#\\w+\\)");

  /** Cells split on {@code |} not escaped as {@code \|}. */
  private static final Pattern APPEARS_IN_ITEM = Pattern.compile("^- \\[(\\w+)\\]\\(#\\w+\\)");

  private static final Pattern CELL_SEPARATOR = Pattern.compile("(?<!\\\\)\\|");

  private SpecTables() {}

  /** The type sections of {@code markdown} by type name, in document order. */
  static Map<String, Section> parse(String markdown) {
    Map<String, Section> sections = new LinkedHashMap<>();
    String type = null;
    boolean fieldTable = false;
    boolean valueTable = false;
    for (String line : markdown.split("\n", -1)) {
      Matcher heading = HEADING.matcher(line);
      Matcher appearsIn = APPEARS_IN_ITEM.matcher(line);
      if (heading.matches()) {
        type = heading.group(1);
        sections.put(
            type, new Section(type, new ArrayList<>(), new ArrayList<>(), new ArrayList<>()));
        fieldTable = false;
        valueTable = false;
      } else if (type != null && appearsIn.find()) {
        sections.get(type).appearsIn().add(appearsIn.group(1));
      } else if (type != null && line.startsWith("| Field | Description |")) {
        fieldTable = line.contains("| Default | Validation |");
        valueTable = !fieldTable;
      } else if (type != null && line.startsWith("| `")) {
        List<String> cells = cells(line);
        Matcher nameAndType = NAME_AND_TYPE.matcher(cells.get(0));
        if (!nameAndType.matches()) {
          throw new IllegalArgumentException("unreadable row in section " + type + ": " + line);
        }
        if (fieldTable) {
          sections.get(type).fields().add(field(nameAndType, cells));
        } else if (valueTable) {
          sections.get(type).values().add(nameAndType.group(1));
        }
      }
    }
    return sections;
  }

  private static Field field(Matcher nameAndType, List<String> cells) {
    String typeText = nameAndType.group(2);
    Matcher link = SECTION_LINK.matcher(typeText);
    return new Field(
        nameAndType.group(1),
        typeText,
        link.find() ? link.group(1) : null,
        unescape(cells.get(2)),
        validation(cells.get(3)));
  }

  /**
   * {@code MaxLength: 63 <br />Pattern: `^[a-z]$` <br />Required: \{\} <br />} as {@code
   * {MaxLength=63, Pattern=^[a-z]$, Required={}}}.
   */
  static Map<String, String> validation(String cell) {
    Map<String, String> markers = new LinkedHashMap<>();
    for (String marker : cell.split("<br />")) {
      String text = unescape(marker);
      int colon = text.indexOf(':');
      if (colon > 0) {
        String value = text.substring(colon + 1).trim();
        if (value.length() > 1 && value.startsWith("`") && value.endsWith("`")) {
          value = value.substring(1, value.length() - 1);
        }
        markers.put(text.substring(0, colon).trim(), value);
      }
    }
    return markers;
  }

  private static List<String> cells(String row) {
    String[] parts = CELL_SEPARATOR.split(row, -1);
    List<String> cells = new ArrayList<>();
    // parts[0] is before the leading '|', the last part after the trailing one.
    for (int i = 1; i < parts.length - 1; i++) {
      cells.add(parts[i].trim());
    }
    while (cells.size() < 4) {
      cells.add("");
    }
    return cells;
  }

  private static String unescape(String text) {
    return text.replace("\\{", "{").replace("\\}", "}").replace("\\|", "|").trim();
  }
}
