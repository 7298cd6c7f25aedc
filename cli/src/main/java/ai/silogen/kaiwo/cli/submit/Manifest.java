package ai.silogen.kaiwo.cli.submit;

import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.cli.workload.WorkloadKind;
import ai.silogen.kaiwo.cli.workload.WorkloadRef;
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

  /** e.g. {@code job/train}. */
  public WorkloadRef ref() {
    return new WorkloadRef(kind, object.getMetadata().getName());
  }

  /**
   * The object's namespace: its own {@code metadata.namespace}, else {@code -n}, else the
   * kubeconfig context's.
   *
   * @param namespaceFlag {@code -n}, or null
   * @throws UserError when the manifest names a namespace and {@code -n} another
   */
  public String namespace(String namespaceFlag, String contextNamespace) {
    String declared = object.getMetadata().getNamespace();
    if (declared == null) {
      return namespaceFlag != null ? namespaceFlag : contextNamespace;
    }
    if (namespaceFlag != null && !declared.equals(namespaceFlag)) {
      throw new UserError(
          where() + " is in namespace " + declared + " but -n says " + namespaceFlag,
          "drop -n, or remove metadata.namespace from the file");
    }
    return declared;
  }
}
