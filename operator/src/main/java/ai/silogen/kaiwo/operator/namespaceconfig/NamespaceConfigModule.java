package ai.silogen.kaiwo.operator.namespaceconfig;

import ai.silogen.kaiwo.operator.ControllerModule;
import ai.silogen.kaiwo.operator.OperatorContext;
import io.javaoperatorsdk.operator.Operator;

/**
 * Namespace configuration (AIMNamespaceConfig): credentials, image pull secrets and gateway
 * routing. Whether the Gateway API is installed is checked once, at registration.
 */
public final class NamespaceConfigModule implements ControllerModule {

  private final NamespaceConfigOptions options;

  public NamespaceConfigModule(NamespaceConfigOptions options) {
    this.options = options;
  }

  /** A module exposing models through the standard gateway Service. */
  public NamespaceConfigModule() {
    this(NamespaceConfigOptions.defaults());
  }

  @Override
  public String name() {
    return "namespace-config";
  }

  @Override
  public void register(Operator operator, OperatorContext context) {
    operator.register(
        new NamespaceConfigReconciler(
            context.clock(), new GatewayRouteApplier(context.client(), options)));
  }
}
