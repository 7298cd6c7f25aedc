package ai.silogen.kaiwo.operator.preemption;

import ai.silogen.kaiwo.operator.ControllerModule;
import ai.silogen.kaiwo.operator.OperatorContext;
import io.javaoperatorsdk.operator.Operator;

/** Duration-based preemption of Kaiwo workloads ({@link PreemptionReconciler}). */
public final class PreemptionModule implements ControllerModule {

  @Override
  public String name() {
    return "duration-preemption";
  }

  @Override
  public void register(Operator operator, OperatorContext context) {
    operator.register(
        new PreemptionReconciler(
            context.clock(), new PreemptionWriter(context.client(), context.events())));
  }
}
