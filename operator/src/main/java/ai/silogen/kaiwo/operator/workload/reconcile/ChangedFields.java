package ai.silogen.kaiwo.operator.workload.reconcile;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The fields a user changed, named as they write them ({@code image, env, resources}), from the
 * paths where a child differs ({@code spec.template.spec.containers[0].env[2].value}): a path
 * inside a container or pod spec is named by its field there, any other by its last field.
 */
final class ChangedFields {

  /** The part of a path a user writes: after the last container, else after the last pod spec. */
  private static final Pattern WITHIN =
      Pattern.compile(".*(?:[cC]ontainers\\[\\d+]\\.|template\\.spec\\.)");

  private static final Pattern FIELD = Pattern.compile("[^.\\[ ]+");

  private ChangedFields() {}

  /** The distinct field names of {@code paths}, in order of first appearance, comma-separated. */
  static String of(List<String> paths) {
    Set<String> names = new LinkedHashSet<>();
    for (String path : paths) {
      names.add(name(path));
    }
    return String.join(", ", names);
  }

  private static String name(String path) {
    Matcher within = WITHIN.matcher(path);
    if (within.lookingAt()) {
      Matcher field = FIELD.matcher(path).region(within.end(), path.length());
      return field.lookingAt() ? field.group() : path;
    }
    String[] parts = path.replaceAll("\\[\\d+]", "").replace(" (removed)", "").split("\\.");
    return parts[parts.length - 1];
  }
}
