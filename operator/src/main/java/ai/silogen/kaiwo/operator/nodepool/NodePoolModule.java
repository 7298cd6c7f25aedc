package ai.silogen.kaiwo.operator.nodepool;

import ai.silogen.kaiwo.operator.ControllerModule;
import ai.silogen.kaiwo.operator.OperatorContext;
import io.javaoperatorsdk.operator.Operator;

/** Node-pool labelling and GPU tainting of Nodes ({@link NodePoolReconciler}). */
public final class NodePoolModule implements ControllerModule {

  @Override
  public String name() {
    return "node-pools";
  }

  @Override
  public void register(Operator operator, OperatorContext context) {
    operator.register(
        new NodePoolReconciler(), override -> override.withOnUpdateFilter(NodeChanges::relevant));
  }
}
