package ai.silogen.kaiwo.cli.chat;

import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.api.status.Conditions;
import ai.silogen.kaiwo.gateway.openai.ModelRef;
import io.fabric8.kubernetes.api.model.Condition;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Says on stderr why an answer is slow to start. The gateway holds a request for a model with no
 * Ready replica (scaling it from zero, or waiting for a replica that cannot start) for up to ten
 * minutes, and without this the terminal stays silent all that time. While the Model's {@code
 * Ready} condition is False, its message says what is going on (e.g. a pod no node can hold), and
 * each new message is printed once. Answers that start within {@link #QUIET} print nothing.
 */
final class ModelWaitNotice implements AutoCloseable {
  static final Duration QUIET = Duration.ofSeconds(2);
  private static final Duration POLL = Duration.ofSeconds(2);

  private final KubernetesClient client;
  private final ModelRef model;
  private final PrintWriter err;
  private final ScheduledExecutorService timer =
      Executors.newSingleThreadScheduledExecutor(
          task -> Thread.ofPlatform().daemon().name("kaiwo-chat-wait").unstarted(task));
  private String shown = "";

  private ModelWaitNotice(KubernetesClient client, ModelRef model, PrintWriter err) {
    this.client = client;
    this.model = model;
    this.err = err;
  }

  /**
   * Starts watching the Model for one request.
   *
   * @param model {@code namespace/name}, with an adapter suffix ({@code _adapter}) allowed
   */
  static ModelWaitNotice start(KubernetesClient client, String model, PrintWriter err) {
    ModelWaitNotice notice = new ModelWaitNotice(client, ModelRef.parse(model, ""), err);
    notice.timer.scheduleWithFixedDelay(
        notice::check, QUIET.toMillis(), POLL.toMillis(), TimeUnit.MILLISECONDS);
    return notice;
  }

  private void check() {
    try {
      notReady().filter(message -> !message.equals(shown)).ifPresent(this::show);
    } catch (KubernetesClientException e) {
      // no access to Models (a user with only an API key): the request still runs, silently
    }
  }

  private Optional<String> notReady() {
    Model found =
        client.resources(Model.class).inNamespace(model.namespace()).withName(model.name()).get();
    if (found == null || found.getStatus() == null) {
      return Optional.empty();
    }
    return Conditions.find(found.getStatus().getConditions(), "Ready")
        .filter(ready -> Conditions.FALSE.equals(ready.getStatus()))
        .map(Condition::getMessage);
  }

  private synchronized void show(String message) {
    if (timer.isShutdown()) {
      return;
    }
    shown = message;
    err.println("kaiwo: waiting for a ready replica of " + model.modelKey() + ": " + message);
    err.flush();
  }

  /** The answer has started (or failed): no more notices. */
  @Override
  public synchronized void close() {
    timer.shutdownNow();
  }
}
