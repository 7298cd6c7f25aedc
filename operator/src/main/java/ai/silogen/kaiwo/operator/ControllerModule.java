package ai.silogen.kaiwo.operator;

import io.javaoperatorsdk.operator.Operator;

/**
 * One capability of the operator (workloads, queues, model serving, ...) registering its
 * controllers.
 *
 * <p>Each module owns its reconcilers and the shared services they need; {@link KaiwoOperator} only
 * composes modules, so a new capability is one new implementation added to {@link
 * KaiwoOperator#defaultModules()}.
 */
public interface ControllerModule {

  /** Short name used in logs, e.g. {@code "workloads"}. */
  String name();

  /** Registers this module's reconcilers with the operator (called before it starts). */
  void register(Operator operator, OperatorContext context);

  /** Called once the operator has started, e.g. to create singletons that must exist. */
  default void onStarted(OperatorContext context) {}
}
