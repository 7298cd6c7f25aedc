package ai.silogen.kaiwo.sandbox.controlplane.job;

import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.batch.v1.JobSpec;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Completion indexes of Indexed Jobs: which index a pod runs (its {@code
 * batch.kubernetes.io/job-completion-index} annotation), which indexes still need a pod, and {@code
 * status.completedIndexes} in the API's compressed form ({@code "1,3-5,7"}).
 */
final class CompletionIndexes {

  /** Annotation and label carrying a pod's index. */
  static final String ANNOTATION = "batch.kubernetes.io/job-completion-index";

  private CompletionIndexes() {}

  static boolean isIndexed(JobSpec spec) {
    return "Indexed".equals(spec.getCompletionMode());
  }

  /** The index of {@code pod} below {@code completions}, if it has a valid one. */
  static OptionalInt of(Pod pod, int completions) {
    Map<String, String> annotations = pod.getMetadata().getAnnotations();
    String value = annotations == null ? null : annotations.get(ANNOTATION);
    if (value == null) {
      return OptionalInt.empty();
    }
    try {
      int index = Integer.parseInt(value);
      return index >= 0 && index < completions ? OptionalInt.of(index) : OptionalInt.empty();
    } catch (NumberFormatException e) {
      return OptionalInt.empty();
    }
  }

  /** The indexes of {@code pods} below {@code completions}. */
  static SortedSet<Integer> of(Collection<Pod> pods, int completions) {
    SortedSet<Integer> indexes = new TreeSet<>();
    pods.forEach(pod -> of(pod, completions).ifPresent(indexes::add));
    return indexes;
  }

  /** The lowest {@code count} indexes below {@code completions} that are in neither set. */
  static List<Integer> missing(int completions, Set<Integer> done, Set<Integer> active, int count) {
    List<Integer> missing = new ArrayList<>();
    for (int index = 0; index < completions && missing.size() < count; index++) {
      if (!done.contains(index) && !active.contains(index)) {
        missing.add(index);
      }
    }
    return missing;
  }

  /** Parses {@code status.completedIndexes}; malformed parts are skipped. */
  static SortedSet<Integer> parse(String completed) {
    SortedSet<Integer> indexes = new TreeSet<>();
    if (completed == null || completed.isBlank()) {
      return indexes;
    }
    for (String part : completed.split(",")) {
      String[] range = part.trim().split("-", 2);
      try {
        int first = Integer.parseInt(range[0]);
        int last = range.length == 2 ? Integer.parseInt(range[1]) : first;
        for (int index = first; index <= last; index++) {
          indexes.add(index);
        }
      } catch (NumberFormatException e) {
        // Not ours to repair; the pods still say which indexes are done.
      }
    }
    return indexes;
  }

  /** {@code indexes} compressed: runs of three or more become {@code first-last}. */
  static String format(SortedSet<Integer> indexes) {
    List<String> parts = new ArrayList<>();
    Integer start = null;
    Integer previous = null;
    for (int index : indexes) {
      if (previous != null && index == previous + 1) {
        previous = index;
        continue;
      }
      if (start != null) {
        addRun(parts, start, previous);
      }
      start = index;
      previous = index;
    }
    if (start != null) {
      addRun(parts, start, previous);
    }
    return parts.isEmpty() ? null : String.join(",", parts);
  }

  private static void addRun(List<String> parts, int first, int last) {
    if (last - first >= 2) {
      parts.add(first + "-" + last);
    } else {
      for (int index = first; index <= last; index++) {
        parts.add(Integer.toString(index));
      }
    }
  }
}
