/**
 * The JOSDK shell of the Model controller: informers, the reconciler, and the small executors that
 * apply the pure decisions (files, cache, pod plan, adapters, events).
 */
package ai.silogen.kaiwo.operator.modelserving.reconcile;
