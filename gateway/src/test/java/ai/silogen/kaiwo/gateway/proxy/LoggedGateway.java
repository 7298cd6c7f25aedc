package ai.silogen.kaiwo.gateway.proxy;

import io.vertx.core.Vertx;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A JUnit extension giving a test class a gateway with its access log on and captured, serving
 * model {@code default/m} from a backend that answers 200 {@code {}}.
 *
 * <pre>{@code
 * @RegisterExtension static final LoggedGateway FIXTURE = new LoggedGateway();
 * }</pre>
 */
final class LoggedGateway implements BeforeAllCallback, AfterAllCallback {
  private CapturedAccessLog log;
  private Vertx vertx;
  private TestGateway gateway;
  private FakeBackend backend;

  @Override
  public void beforeAll(ExtensionContext context) throws Exception {
    log = CapturedAccessLog.start();
    vertx = Vertx.vertx();
    gateway = TestGateway.start(); // access log on
    backend = FakeBackend.answering(vertx, 200, "{}");
    gateway.serve(
        TestModels.model("default", "m", Set.of(), Map.of(), List.of(), 1), backend.address());
  }

  @Override
  public void afterAll(ExtensionContext context) throws Exception {
    log.close();
    gateway.close();
    backend.close();
    vertx.close();
  }

  CapturedAccessLog log() {
    return log;
  }

  TestGateway gateway() {
    return gateway;
  }

  FakeBackend backend() {
    return backend;
  }
}
