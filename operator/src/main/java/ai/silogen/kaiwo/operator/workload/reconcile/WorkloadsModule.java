package ai.silogen.kaiwo.operator.workload.reconcile;

import ai.silogen.kaiwo.operator.ControllerModule;
import ai.silogen.kaiwo.operator.OperatorContext;
import ai.silogen.kaiwo.operator.workload.model.WorkloadOptions;
import io.javaoperatorsdk.operator.Operator;

/** The workload controllers: KaiwoJob and KaiwoService. */
public final class WorkloadsModule implements ControllerModule {

  private final WorkloadOptions options;

  /** With the download image of the environment, else this build's version of our image. */
  public WorkloadsModule() {
    this(WorkloadOptions.fromEnvironment(System.getenv()));
  }

  public WorkloadsModule(WorkloadOptions options) {
    this.options = options;
  }

  @Override
  public String name() {
    return "workloads";
  }

  @Override
  public void register(Operator operator, OperatorContext context) {
    operator.register(new KaiwoJobReconciler(context, options));
    operator.register(new KaiwoServiceReconciler(context, options));
  }
}
