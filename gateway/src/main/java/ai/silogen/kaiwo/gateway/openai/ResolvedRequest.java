package ai.silogen.kaiwo.gateway.openai;

import ai.silogen.kaiwo.gateway.routing.PickRequest;

/**
 * A request bound to the Model that will serve it.
 *
 * @param request the parsed request
 * @param ref the requested model, namespace and adapter
 * @param model the Model
 * @param pick what the load balancer needs, with the prefix extracted if the strategy uses one
 */
public record ResolvedRequest(
    ParsedRequest request, ModelRef ref, ServedModel model, PickRequest pick) {

  /** The body for the backend (see {@link ParsedRequest#forwardBody(String)}). */
  public ForwardBody forwardBody() {
    return request.forwardBody(ref.forwardedModel());
  }
}
