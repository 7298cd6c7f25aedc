package ai.silogen.kaiwo.operator.modelserving;

import ai.silogen.kaiwo.operator.ControllerModule;
import ai.silogen.kaiwo.operator.OperatorContext;
import ai.silogen.kaiwo.operator.modelserving.adapters.VllmAdapterClient;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfig;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfigLoader;
import ai.silogen.kaiwo.operator.modelserving.reconcile.ModelReconciler;
import io.javaoperatorsdk.operator.Operator;

/**
 * Model serving: the KubeAI {@code Model} controller, configured by the model-serving system
 * configuration ({@link SystemConfigLoader}).
 */
public final class ModelServingModule implements ControllerModule {

  private final SystemConfig config;

  /**
   * @param config the system configuration
   */
  public ModelServingModule(SystemConfig config) {
    this.config = config;
  }

  /**
   * The module with the configuration named by {@code KAIWO_MODEL_CONFIG} or {@code CONFIG_PATH},
   * else the built-in one.
   *
   * @throws ai.silogen.kaiwo.operator.modelserving.config.SystemConfigException when the file is
   *     invalid, naming the key
   */
  public static ModelServingModule fromEnvironment() {
    return new ModelServingModule(SystemConfigLoader.resolve(null, System.getenv()));
  }

  @Override
  public String name() {
    return "model-serving";
  }

  @Override
  public void register(Operator operator, OperatorContext context) {
    operator.register(
        new ModelReconciler(
            context.client(), config, context.clock(), context.events(), new VllmAdapterClient()));
  }

  public SystemConfig config() {
    return config;
  }
}
