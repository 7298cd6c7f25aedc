package ai.silogen.kaiwo.operator.workload.status;

import ai.silogen.kaiwo.api.external.appwrapper.v1beta2.AppWrapper;
import ai.silogen.kaiwo.api.external.ray.v1.AppStatus;
import ai.silogen.kaiwo.api.external.ray.v1.RayService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import java.util.Locale;
import java.util.Map;

/**
 * The phase of a Ray KaiwoService from its AppWrapper and the RayService inside: a suspended
 * wrapper is held by Kueue (PENDING), a failed one FAILED; then an unhealthy or failed Serve
 * application is FAILED, a Ready service RUNNING, anything else STARTING.
 */
public final class RayServiceObserver {

  private RayServiceObserver() {}

  /**
   * @param service the RayService the AppWrapper controller created, or {@code null} before it
   *     exists
   */
  public static ChildStatus observe(AppWrapper wrapper, RayService service) {
    String phase =
        wrapper.getStatus() == null || wrapper.getStatus().getPhase() == null
            ? ""
            : wrapper.getStatus().getPhase();
    boolean suspended =
        Boolean.TRUE.equals(wrapper.getSpec() == null ? null : wrapper.getSpec().getSuspend());
    if (phase.equals("Failed")) {
      return ChildStatus.of(WorkloadStatus.FAILED, "AppWrapperFailed", "AppWrapper failed");
    }
    if (suspended || phase.equals("Suspended")) {
      return ChildStatus.of(WorkloadStatus.PENDING);
    }
    if (service == null) {
      return ChildStatus.of(phase.isEmpty() ? WorkloadStatus.NEW : WorkloadStatus.STARTING);
    }
    if (service.getStatus() != null && service.getStatus().getActiveServiceStatus() != null) {
      Map<String, AppStatus> apps =
          service.getStatus().getActiveServiceStatus().getApplicationStatuses();
      if (apps != null) {
        for (Map.Entry<String, AppStatus> app : apps.entrySet()) {
          String status = app.getValue().getStatus() == null ? "" : app.getValue().getStatus();
          String upper = status.toUpperCase(Locale.ROOT);
          if (upper.equals("UNHEALTHY") || upper.equals("DEPLOY_FAILED")) {
            return ChildStatus.of(
                WorkloadStatus.FAILED,
                "ServeApplicationFailed",
                "Serve application "
                    + app.getKey()
                    + " is "
                    + status
                    + (app.getValue().getMessage() == null
                        ? ""
                        : ": " + app.getValue().getMessage()));
          }
        }
      }
    }
    boolean ready =
        service.getStatus() != null
            && service.getStatus().getConditions() != null
            && service.getStatus().getConditions().stream()
                .anyMatch(c -> "Ready".equals(c.getType()) && "True".equals(c.getStatus()));
    return ChildStatus.of(ready ? WorkloadStatus.RUNNING : WorkloadStatus.STARTING);
  }
}
