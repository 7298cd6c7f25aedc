/**
 * Stand-ins for the apps/v1 deployment and replica-set controllers: rollouts ({@link
 * ai.silogen.kaiwo.sandbox.controlplane.deployment.RolloutPlanner}), Deployment status and
 * conditions ({@link ai.silogen.kaiwo.sandbox.controlplane.deployment.DeploymentStatuses}) and
 * ReplicaSet pods ({@link ai.silogen.kaiwo.sandbox.controlplane.deployment.ReplicaSetSync}) as pure
 * functions, applied by two thin controllers.
 */
package ai.silogen.kaiwo.sandbox.controlplane.deployment;
