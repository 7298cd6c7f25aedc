/**
 * The thin JOSDK shell of the workload controllers: event sources (children, Kueue Workloads, pods,
 * nodes, configuration), the child applier (create, three-way compare against what it last applied,
 * merge-patch, replace while held by Kueue, report what cannot change), status writes with
 * optimistic locking, Kubernetes events and the execution of terminations.
 */
package ai.silogen.kaiwo.operator.workload.reconcile;
