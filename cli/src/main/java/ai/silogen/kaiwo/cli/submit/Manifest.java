package ai.silogen.kaiwo.cli.submit;

import ai.silogen.kaiwo.cli.workload.WorkloadKind;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;

/**
 * One document of a submitted file.
 *
 * @param source the file name, or {@code <stdin>}
 * @param index 1-based position of the document in the file
 * @param kind what it is
 * @param object its content (untyped: the API server validates and reports field paths)
 */
public record Manifest(
    String source, int index, WorkloadKind kind, GenericKubernetesResource object) {

  /** e.g. {@code jobs.yaml document 2}: for messages. */
  public String where() {
    return source + " document " + index;
  }
}
