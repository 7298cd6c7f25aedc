/**
 * Status helpers shared by every controller that writes Kubernetes statuses, the operator's and the
 * sandbox's simulated ones: condition lists with the apimachinery semantics, and the API's
 * timestamp format. Also what keeps a pod from running ({@link
 * ai.silogen.kaiwo.api.status.PodTrouble}), which the Model status and the CLI's progress both
 * report.
 */
package ai.silogen.kaiwo.api.status;
