/**
 * Per-model endpoint groups and the load-balancing strategies that pick an endpoint for each
 * request (least load, and prefix hashing with bounded loads).
 *
 * <p>The package is pure: no HTTP and no Kubernetes client. An endpoint watcher feeds observed
 * Ready pods into {@link ai.silogen.kaiwo.gateway.routing.EndpointGroup#replaceEndpoints}; the
 * proxy asks {@link ai.silogen.kaiwo.gateway.routing.EndpointGroup#awaitEndpoint} for a {@link
 * ai.silogen.kaiwo.gateway.routing.Lease} per request and closes it when the exchange (with all
 * retries) is over.
 */
package ai.silogen.kaiwo.gateway.routing;
