package ai.silogen.kaiwo.operator.workload.model;

import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/** Navigation helpers over pod templates shared by the steps. */
final class PodTemplates {

  private PodTemplates() {}

  /** The primary container: the first one. */
  static Container primary(PodTemplateSpec template) {
    return template.getSpec().getContainers().get(0);
  }

  /** The main containers. */
  static List<Container> main(PodTemplateSpec template) {
    return template.getSpec().getContainers();
  }

  /** Init containers, then main containers. */
  static List<Container> all(PodTemplateSpec template) {
    List<Container> all = new ArrayList<>();
    if (template.getSpec().getInitContainers() != null) {
      all.addAll(template.getSpec().getInitContainers());
    }
    all.addAll(template.getSpec().getContainers());
    return all;
  }

  /** Replaces the element with the same key as {@code item}, or appends it. */
  static <T> List<T> upsert(List<T> list, T item, Function<T, Object> key) {
    List<T> result = list == null ? new ArrayList<>() : new ArrayList<>(list);
    Predicate<T> sameKey = existing -> key.apply(existing).equals(key.apply(item));
    int index = indexOf(result, sameKey);
    if (index >= 0) {
      result.set(index, item);
    } else {
      result.add(item);
    }
    return result;
  }

  /** Appends {@code item} unless an element with the same key exists. */
  static <T> List<T> addIfAbsent(List<T> list, T item, Function<T, Object> key) {
    List<T> result = list == null ? new ArrayList<>() : new ArrayList<>(list);
    if (indexOf(result, existing -> key.apply(existing).equals(key.apply(item))) < 0) {
      result.add(item);
    }
    return result;
  }

  private static <T> int indexOf(List<T> list, Predicate<T> predicate) {
    for (int i = 0; i < list.size(); i++) {
      if (predicate.test(list.get(i))) {
        return i;
      }
    }
    return -1;
  }
}
