package ai.silogen.kaiwo.sandbox.controlplane.appwrapper;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Kind;

/** The AppWrapper resource type the stand-in serves, and the label it puts on wrapped pods. */
public final class AppWrapperKinds {

  public static final Kind APP_WRAPPER =
      new Kind("workload.codeflare.dev", "v1beta2", "AppWrapper", "appwrappers", true);

  /** Label naming the AppWrapper on every pod template it deploys. */
  public static final String APP_WRAPPER_LABEL = "workload.codeflare.dev/appwrapper";

  private AppWrapperKinds() {}
}
