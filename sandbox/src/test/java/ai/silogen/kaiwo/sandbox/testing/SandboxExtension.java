package ai.silogen.kaiwo.sandbox.testing;

import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.SandboxBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.util.function.Consumer;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * JUnit 5 extension giving each test class one running sandbox, started before the first test and
 * closed after the last. Test methods, constructors and lifecycle methods can take a {@link
 * Sandbox} or {@link KubernetesClient} parameter.
 *
 * <pre>{@code
 * @SandboxTest                       // default settings
 * class MyTest {
 *   @Test void lists(KubernetesClient client) { ... }
 * }
 *
 * class OtherTest {                  // custom settings
 *   @RegisterExtension
 *   static SandboxExtension sandbox = SandboxExtension.with(b -> b.component(new Scheduler()));
 * }
 * }</pre>
 */
public final class SandboxExtension
    implements BeforeAllCallback, AfterAllCallback, ParameterResolver {

  private final Consumer<SandboxBuilder> customizer;
  private Sandbox sandbox;

  /** Default settings (used by {@code @ExtendWith} and {@link SandboxTest}). */
  public SandboxExtension() {
    this(builder -> {});
  }

  private SandboxExtension(Consumer<SandboxBuilder> customizer) {
    this.customizer = customizer;
  }

  /** An extension whose sandbox is built with extra settings. */
  public static SandboxExtension with(Consumer<SandboxBuilder> customizer) {
    return new SandboxExtension(customizer);
  }

  @Override
  public void beforeAll(ExtensionContext context) {
    if (sandbox == null) {
      sandbox = TestSandbox.start(customizer);
    }
  }

  @Override
  public void afterAll(ExtensionContext context) {
    if (sandbox != null) {
      sandbox.close();
      sandbox = null;
    }
  }

  /** The running sandbox. */
  public Sandbox sandbox() {
    if (sandbox == null) {
      throw new IllegalStateException("the sandbox starts before all tests of the class");
    }
    return sandbox;
  }

  /** The sandbox's client. */
  public KubernetesClient client() {
    return sandbox().client();
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    Class<?> type = parameter.getParameter().getType();
    return type == Sandbox.class || type == KubernetesClient.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    if (sandbox == null) {
      beforeAll(context);
    }
    return parameter.getParameter().getType() == Sandbox.class ? sandbox : sandbox.client();
  }
}
