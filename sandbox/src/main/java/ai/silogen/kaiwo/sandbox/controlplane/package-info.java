/**
 * The simulated core control plane: {@link ai.silogen.kaiwo.sandbox.controlplane.ControlPlane}
 * returns its components (node registration, scheduler, kubelets, job, deployment, replica-set and
 * volume controllers) configured by {@link
 * ai.silogen.kaiwo.sandbox.controlplane.ControlPlaneOptions}. Every component is a small,
 * documented stand-in for the real one and talks to the API server only through a fabric8 client
 * (informers, watches and writes), so it runs against any API server; nothing in it knows about the
 * sandbox's server.
 */
package ai.silogen.kaiwo.sandbox.controlplane;
