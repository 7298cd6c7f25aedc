package ai.silogen.kaiwo.operator.modelserving.reconcile;

import ai.silogen.kaiwo.operator.modelserving.spec.NamespaceCredentialRefs;

/**
 * The model-source credentials a namespace declares. Model serving only needs this lookup, so the
 * namespace administration (which owns {@code AIMNamespaceConfig}) can provide it without either
 * side depending on the other.
 */
@FunctionalInterface
public interface NamespaceCredentials {

  /**
   * The credentials of {@code namespace}; {@link NamespaceCredentialRefs#none()} when it has none.
   */
  NamespaceCredentialRefs lookup(String namespace);

  /** No namespace has credentials of its own. */
  static NamespaceCredentials none() {
    return namespace -> NamespaceCredentialRefs.none();
  }
}
