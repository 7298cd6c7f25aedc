package ai.silogen.kaiwo.sandbox.selector;

import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.store.StoredObject;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A parsed field selector ({@code f=v}, {@code f==v}, {@code f!=v}, comma-separated). The fields
 * kube-apiserver indexes ({@code metadata.name}, {@code metadata.namespace}, {@code spec.nodeName},
 * {@code status.phase}) are read from the stored index; any other dotted path (for example the
 * {@code involvedObject.*} fields kubectl describe uses on events) is read from the object. A
 * missing field compares as the empty string.
 */
public final class FieldSelector {

  private static final Pattern TERM = Pattern.compile("([A-Za-z0-9_.]+)\\s*(==|!=|=)\\s*(.*)");

  private record Term(String field, boolean equals, String value) {}

  private static final FieldSelector EVERYTHING = new FieldSelector(List.of());

  private final List<Term> terms;

  private FieldSelector(List<Term> terms) {
    this.terms = terms;
  }

  public static FieldSelector everything() {
    return EVERYTHING;
  }

  /**
   * Parses a selector; empty or {@code null} selects everything.
   *
   * @throws IllegalArgumentException on syntax errors
   */
  public static FieldSelector parse(String selector) {
    if (selector == null || selector.isBlank()) {
      return EVERYTHING;
    }
    List<Term> terms = new ArrayList<>();
    for (String part : selector.split(",")) {
      Matcher m = TERM.matcher(part.trim());
      if (!m.matches()) {
        throw new IllegalArgumentException(
            "invalid selector: '" + selector + "'; can't understand '" + part + "'");
      }
      terms.add(new Term(m.group(1), !m.group(2).equals("!="), m.group(3).trim()));
    }
    return new FieldSelector(List.copyOf(terms));
  }

  public boolean isEverything() {
    return terms.isEmpty();
  }

  /** Matches a stored object, parsing it only for fields that are not indexed. */
  public boolean matches(StoredObject object) {
    JsonNode[] tree = new JsonNode[1];
    return matches(
        field ->
            switch (field) {
              case "metadata.name" -> object.name();
              case "metadata.namespace" -> object.namespace();
              case "spec.nodeName" -> object.nodeName();
              case "status.phase" -> object.phase();
              default -> {
                if (tree[0] == null) {
                  tree[0] = object.tree();
                }
                yield Json.text(tree[0], field);
              }
            });
  }

  /** Matches a JSON object. */
  public boolean matches(JsonNode object) {
    return matches(field -> Json.text(object, field));
  }

  private boolean matches(Function<String, String> fields) {
    for (Term term : terms) {
      String actual = fields.apply(term.field());
      boolean equal = (actual == null ? "" : actual).equals(term.value());
      if (equal != term.equals()) {
        return false;
      }
    }
    return true;
  }
}
