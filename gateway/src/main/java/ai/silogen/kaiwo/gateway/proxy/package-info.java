/**
 * The reverse proxy for inference requests: body limits, parsing and model binding, scale from
 * zero, waiting for an endpoint, forwarding over keep-alive connections, retries on another pick,
 * and streaming the answer back chunk by chunk with backpressure. A client that disconnects cancels
 * the upstream request and releases its in-flight count.
 */
package ai.silogen.kaiwo.gateway.proxy;
