/**
 * Stand-in for the persistent-volume controller and a dynamic provisioner: a default StorageClass
 * {@code standard}, and claims bound to volumes provisioned for them.
 */
package ai.silogen.kaiwo.sandbox.controlplane.storage;
