package ai.silogen.kaiwo.sandbox.table;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * READY, STATUS and RESTARTS of {@code kubectl get pods}, as kubectl's pod printer computes them.
 */
final class PodColumns {

  private PodColumns() {}

  static Object ready(JsonNode pod) {
    int total = pod.path("spec").path("containers").size();
    int ready = 0;
    for (JsonNode status : pod.path("status").path("containerStatuses")) {
      if (status.path("ready").asBoolean(false)) {
        ready++;
      }
    }
    return ready + "/" + total;
  }

  static Object restarts(JsonNode pod) {
    long restarts = 0;
    for (JsonNode status : pod.path("status").path("containerStatuses")) {
      restarts += status.path("restartCount").asLong(0);
    }
    return String.valueOf(restarts);
  }

  static Object status(JsonNode pod) {
    JsonNode status = pod.path("status");
    String reason = status.path("reason").asText(status.path("phase").asText("Pending"));
    boolean running = false;
    JsonNode containers = status.path("containerStatuses");
    for (int i = containers.size() - 1; i >= 0; i--) {
      JsonNode state = containers.get(i).path("state");
      if (state.path("waiting").hasNonNull("reason")) {
        reason = state.path("waiting").path("reason").asText();
      } else if (state.path("terminated").hasNonNull("reason")) {
        reason = state.path("terminated").path("reason").asText();
      } else if (state.has("terminated")) {
        JsonNode terminated = state.path("terminated");
        reason =
            terminated.path("signal").asInt(0) != 0
                ? "Signal:" + terminated.path("signal").asInt()
                : "ExitCode:" + terminated.path("exitCode").asInt();
      } else if (state.has("running") && containers.get(i).path("ready").asBoolean(false)) {
        running = true;
      }
    }
    if (reason.equals("Completed") && running) {
      reason = "Running";
    }
    if (pod.path("metadata").hasNonNull("deletionTimestamp")) {
      reason = "NodeLost".equals(status.path("reason").asText()) ? "Unknown" : "Terminating";
    }
    return reason;
  }
}
