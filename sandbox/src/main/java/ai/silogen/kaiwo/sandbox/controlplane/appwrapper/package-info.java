/**
 * Stand-in for the AppWrapper controller (workload.codeflare.dev/v1beta2): deploys the wrapped
 * objects of an admitted AppWrapper and reports its phase from their pods. The decisions are pure:
 * {@link ai.silogen.kaiwo.sandbox.controlplane.appwrapper.AppWrapperComponents} and {@link
 * ai.silogen.kaiwo.sandbox.controlplane.appwrapper.AppWrapperStatuses}.
 */
package ai.silogen.kaiwo.sandbox.controlplane.appwrapper;
