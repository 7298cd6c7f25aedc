package ai.silogen.kaiwo.sandbox.controlplane.unstructured;

import com.fasterxml.jackson.databind.JsonNode;

/** Pod phase and readiness, read from pods as trees. */
public final class PodStates {

  private PodStates() {}

  public static String phase(JsonNode pod) {
    return pod.path("status").path("phase").asText("Pending");
  }

  /** Running with its {@code Ready} condition true. */
  public static boolean isReady(JsonNode pod) {
    return "Running".equals(phase(pod))
        && Condition.holds(pod.path("status").path("conditions"), "Ready");
  }

  /** Succeeded or Failed: its containers will not run again. */
  public static boolean isTerminal(JsonNode pod) {
    String phase = phase(pod);
    return "Succeeded".equals(phase) || "Failed".equals(phase);
  }
}
