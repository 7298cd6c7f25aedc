package ai.silogen.kaiwo.operator.kaiwoconfig;

import ai.silogen.kaiwo.operator.ControllerModule;
import ai.silogen.kaiwo.operator.OperatorContext;
import io.javaoperatorsdk.operator.Operator;

/**
 * The operator's runtime configuration: validates KaiwoConfig objects and creates the {@code kaiwo}
 * singleton with defaults at start when it is missing, and again when it is deleted ({@link
 * KaiwoConfigGuard}).
 */
public final class KaiwoConfigModule implements ControllerModule {

  @Override
  public String name() {
    return "kaiwo-config";
  }

  @Override
  public void register(Operator operator, OperatorContext context) {
    operator.register(
        new KaiwoConfigReconciler(
            context.clock(), context.events(), context.options().resourceMonitoring().enabled()));
    operator.register(new KaiwoConfigGuard());
  }

  @Override
  public void onStarted(OperatorContext context) {
    KaiwoConfigBootstrap.ensure(context.client());
  }
}
