package ai.silogen.kaiwo.operator.queue;

import ai.silogen.kaiwo.operator.ControllerModule;
import ai.silogen.kaiwo.operator.OperatorContext;
import io.javaoperatorsdk.operator.Operator;

/**
 * Kueue administration: the KaiwoQueueConfig controller and the guard that keeps a default config
 * in place. Whether Kueue (and its Topology API) is installed is checked once, at registration.
 */
public final class QueueModule implements ControllerModule {

  @Override
  public String name() {
    return "queues";
  }

  @Override
  public void register(Operator operator, OperatorContext context) {
    operator.register(
        new QueueConfigReconciler(
            context.clock(), context.events(), new KueueCluster(context.client())));
    operator.register(new QueueConfigGuard());
  }

  @Override
  public void onStarted(OperatorContext context) {
    QueueConfigBootstrap.ensure(context.client());
  }
}
