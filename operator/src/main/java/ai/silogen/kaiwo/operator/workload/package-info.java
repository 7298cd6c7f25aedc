/**
 * KaiwoJob and KaiwoService: the workload controllers.
 *
 * <ul>
 *   <li>{@link ai.silogen.kaiwo.operator.workload.model} — pure builders: a Kaiwo object plus
 *       cluster facts give every object the operator creates for it (also used by {@code kaiwo
 *       render});
 *   <li>{@link ai.silogen.kaiwo.operator.workload.status} — pure observers: the observed children
 *       give the workload status, its conditions and events;
 *   <li>{@link ai.silogen.kaiwo.operator.workload.reconcile} — the thin JOSDK reconcilers that read
 *       the cluster, call the two, apply the children and write the status.
 * </ul>
 */
package ai.silogen.kaiwo.operator.workload;
