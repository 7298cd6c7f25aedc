/**
 * Small helpers the administration controllers share: status conditions with Kubernetes
 * transition-time semantics, events, field errors, Kubernetes name rules and JSON containment (how
 * desired objects are compared with what the API server stores).
 */
package ai.silogen.kaiwo.operator.support;
