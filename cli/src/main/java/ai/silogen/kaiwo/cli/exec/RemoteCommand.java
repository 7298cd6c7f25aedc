package ai.silogen.kaiwo.cli.exec;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.workload.PodChoice;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.dsl.ContainerResource;
import io.fabric8.kubernetes.client.dsl.ExecListenable;
import io.fabric8.kubernetes.client.dsl.ExecWatch;
import io.fabric8.kubernetes.client.dsl.Execable;
import io.fabric8.kubernetes.client.dsl.TtyExecErrorChannelable;
import io.fabric8.kubernetes.client.dsl.TtyExecOutputErrorable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ExecutionException;

/** A command run in a container over the API server's exec channel, streams copied both ways. */
final class RemoteCommand {
  private final KubernetesClient client;
  private final String namespace;
  private final PodChoice target;
  private final CliContext context;

  RemoteCommand(KubernetesClient client, String namespace, PodChoice target, CliContext context) {
    this.client = client;
    this.namespace = namespace;
    this.target = target;
    this.context = context;
  }

  /** Runs {@code command} and returns its exit code. */
  int run(List<String> command, boolean stdin, boolean tty)
      throws InterruptedException, ExecutionException {
    ContainerResource container =
        client
            .pods()
            .inNamespace(namespace)
            .withName(target.podName())
            .inContainer(target.container());
    TtyExecOutputErrorable input = stdin ? container.redirectingInput() : container;
    TtyExecErrorChannelable streams = input.redirectingOutput().redirectingError();
    ExecListenable execution = tty ? streams.withTTY() : streams;
    // Without a listener the client logs a failed exec with its stack trace (at ERROR, after the
    // command may already have reported it); the failure also reaches exec() or exitCode(), and
    // the command reports it in one line.
    Execable quiet = execution.usingListener((code, reason) -> {});
    try (ExecWatch watch = quiet.exec(command.toArray(String[]::new))) {
      Thread out = Thread.ofVirtual().start(() -> copy(watch.getOutput(), context.out()));
      Thread err = Thread.ofVirtual().start(() -> copy(watch.getError(), context.err()));
      if (stdin) {
        Thread.ofVirtual().start(() -> feed(context.in(), watch.getInput()));
      }
      int exitCode = watch.exitCode().get();
      out.join();
      err.join();
      return exitCode;
    }
  }

  private static void copy(InputStream from, PrintWriter to) {
    char[] buffer = new char[8192];
    try (Reader reader = new InputStreamReader(from, StandardCharsets.UTF_8)) {
      int read;
      while ((read = reader.read(buffer)) >= 0) {
        synchronized (to) {
          to.write(buffer, 0, read);
          to.flush();
        }
      }
    } catch (IOException e) {
      // The remote side closed the stream: nothing more to copy.
    }
  }

  private static void feed(InputStream from, OutputStream to) {
    try (to) {
      from.transferTo(to);
    } catch (IOException e) {
      // The command ended before reading all input.
    }
  }
}
