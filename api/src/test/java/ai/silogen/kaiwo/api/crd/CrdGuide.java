package ai.silogen.kaiwo.api.crd;

import ai.silogen.kaiwo.api.crd.SpecConformance.Finding;
import ai.silogen.kaiwo.api.crd.SpecConformance.Result;
import io.fabric8.kubernetes.api.model.apiextensions.v1.JSONSchemaProps;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The prose guide to the workload CRDs: {@code ### [Common fields]}, {@code ### [KaiwoJob]} and
 * {@code ### [KaiwoService]} sections, each field under a {@code #### `name`} heading, its
 * sub-fields as {@code * `name`: ...} bullets (indented for deeper levels), and defaults as
 * sentences such as "Default value is 1." or "Defaults to `/workload`.".
 */
final class CrdGuide {

  /** A field the guide describes, as a path below {@code spec}, and the default it states. */
  record GuideField(String scope, List<String> path, String documentedDefault) {}

  private static final Pattern SCOPE = Pattern.compile("^### \\[([\\w ]+)\\]");
  private static final Pattern FIELD = Pattern.compile("^#### `(\\w+)`");
  private static final Pattern SUB_FIELD = Pattern.compile("^( *)\\*\\s+`(\\w+)`:(.*)$");
  private static final List<Pattern> DEFAULTS =
      List.of(
          Pattern.compile("Default value is \"?([^\".]+?)\"?\\.(?:\\s|$)"),
          Pattern.compile("Defaults? (?:is|to) `([^`]+)`"),
          Pattern.compile("`([^`]+)` \\(default\\)"));

  /** The spec type whose fields each guide section describes. */
  private static final Map<String, String> SCOPES =
      Map.of(
          "Common fields", "CommonMetaSpec",
          "KaiwoJob", "KaiwoJobSpec",
          "KaiwoService", "KaiwoServiceSpec");

  private CrdGuide() {}

  /** Every field the guide describes, in document order. */
  static List<GuideField> parse(String markdown) {
    Map<String, GuideField> fields = new LinkedHashMap<>();
    String scope = null;
    List<String> heading = null;
    List<String> bullet = null;
    for (String line : markdown.split("\n", -1)) {
      Matcher scopeLine = SCOPE.matcher(line);
      Matcher fieldLine = FIELD.matcher(line);
      Matcher subField = SUB_FIELD.matcher(line);
      if (scopeLine.find()) {
        scope = SCOPES.get(scopeLine.group(1));
        heading = null;
      } else if (scope != null && fieldLine.find()) {
        heading = List.of(fieldLine.group(1));
        bullet = null;
        add(fields, new GuideField(scope, heading, null));
      } else if (heading != null && subField.matches()) {
        // Four spaces of indentation nest a bullet under the previous unindented one.
        List<String> parent = subField.group(1).length() >= 4 && bullet != null ? bullet : heading;
        List<String> path = append(parent, subField.group(2));
        if (subField.group(1).length() < 4) {
          bullet = path;
        }
        add(fields, new GuideField(scope, path, defaultIn(subField.group(3))));
      } else if (heading != null && defaultIn(line) != null) {
        add(fields, new GuideField(scope, heading, defaultIn(line)));
      }
    }
    return List.copyOf(fields.values());
  }

  /**
   * Compares the guide's fields of {@code type} ({@code KaiwoJobSpec}, {@code KaiwoServiceSpec},
   * with the common fields) with {@code spec}, the CRD's spec schema.
   */
  static Result compare(List<GuideField> fields, String type, JSONSchemaProps spec) {
    List<Finding> findings = new ArrayList<>();
    int checked = 0;
    for (GuideField field : fields) {
      if (!field.scope().equals(type) && !field.scope().equals("CommonMetaSpec")) {
        continue;
      }
      checked++;
      String where = "guide/" + field.scope();
      String name = String.join(".", field.path());
      JSONSchemaProps property = find(spec, field.path());
      if (property == null) {
        findings.add(new Finding(where, name, "field", "present", "none"));
      } else if (field.documentedDefault() != null
          && !SpecConformance.sameDefault(field.documentedDefault(), property.getDefault())) {
        String actual = property.getDefault() == null ? "none" : property.getDefault().asText();
        findings.add(new Finding(where, name, "default", field.documentedDefault(), actual));
      }
    }
    return new Result(findings, checked, Set.of(type));
  }

  private static JSONSchemaProps find(JSONSchemaProps schema, List<String> path) {
    JSONSchemaProps node = schema;
    for (String segment : path) {
      if (node != null && "array".equals(node.getType()) && node.getItems() != null) {
        node = node.getItems().getSchema();
      }
      node =
          node == null || node.getProperties() == null ? null : node.getProperties().get(segment);
    }
    return node;
  }

  private static String defaultIn(String text) {
    for (Pattern pattern : DEFAULTS) {
      Matcher matcher = pattern.matcher(text);
      if (matcher.find()) {
        return matcher.group(1);
      }
    }
    return null;
  }

  /** Keeps the first mention of a field, upgraded by a later one that states its default. */
  private static void add(Map<String, GuideField> fields, GuideField field) {
    String key = field.scope() + ":" + field.path();
    GuideField known = fields.get(key);
    if (known == null || known.documentedDefault() == null) {
      fields.put(key, field);
    }
  }

  private static List<String> append(List<String> path, String segment) {
    List<String> longer = new ArrayList<>(path);
    longer.add(segment);
    return List.copyOf(longer);
  }
}
