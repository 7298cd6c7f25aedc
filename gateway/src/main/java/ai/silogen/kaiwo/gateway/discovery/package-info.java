/**
 * What the gateway knows about the cluster: Models (a catalog read on every request) and the Ready
 * model pods that serve them (endpoint groups of the load balancer), fed by informers. Pure
 * mappings from CRs and pods are separate from the watchers that apply them.
 */
package ai.silogen.kaiwo.gateway.discovery;
