/**
 * Pod facts and pod writes shared by the scheduler, the kubelet and the workload controllers: phase
 * and readiness predicates, effective resource requests, condition updates, pods stamped out of
 * templates, and the order in which surplus pods are deleted.
 */
package ai.silogen.kaiwo.sandbox.controlplane.pods;
