package ai.silogen.kaiwo.api;

import java.util.List;
import java.util.Map;

/**
 * Absent lists and maps in Kubernetes objects read as empty. fabric8's model leaves a field that
 * was not in the JSON {@code null}, so every walk over a spec or status would otherwise start with
 * a null check.
 */
public final class Nulls {
  private Nulls() {}

  /** {@code list}, or an empty list when it is {@code null}. */
  public static <T> List<T> orEmpty(List<T> list) {
    return list == null ? List.of() : list;
  }

  /** {@code map}, or an empty map when it is {@code null}. */
  public static <K, V> Map<K, V> orEmpty(Map<K, V> map) {
    return map == null ? Map.of() : map;
  }
}
