/**
 * The one controller mechanism every control-plane component uses: fabric8 shared index informers
 * feeding a de-duplicating, rate-limited {@link
 * ai.silogen.kaiwo.sandbox.controlplane.reconcile.WorkQueue}, drained by the worker threads of a
 * {@link ai.silogen.kaiwo.sandbox.controlplane.reconcile.ControllerComponent} — the structure of
 * kube-controller-manager's and kube-scheduler's own controllers (client-go informers and
 * workqueues), which keeps each stand-in easy to hold against the component it replaces.
 *
 * <p>The Java Operator SDK was not used for these: it is built around one primary custom resource
 * per controller with finalizers, retries and status patching, while these stand-ins reconcile
 * built-in kinds with several watched kinds each (pods and nodes for the scheduler), need a global
 * serial view (the scheduler), and must stay cheap to start many times per test run. Plain
 * informers plus a small queue and base class give exactly that with nothing hidden.
 */
package ai.silogen.kaiwo.sandbox.controlplane.reconcile;
