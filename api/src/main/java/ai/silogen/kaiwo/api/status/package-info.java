/**
 * Status helpers shared by every controller that writes Kubernetes statuses, the operator's and the
 * sandbox's simulated ones: condition lists with the apimachinery semantics, and the API's
 * timestamp format.
 */
package ai.silogen.kaiwo.api.status;
