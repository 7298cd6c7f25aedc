package ai.silogen.kaiwo.cli.logs;

import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.dsl.ContainerResource;
import io.fabric8.kubernetes.client.dsl.LogWatch;
import io.fabric8.kubernetes.client.dsl.Loggable;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Prints container logs, once or following them, prefixing lines when there are several. */
final class LogPrinter {
  private final KubernetesClient client;
  private final String namespace;
  private final PrintWriter out;
  private final boolean prefixed;

  LogPrinter(KubernetesClient client, String namespace, PrintWriter out, boolean prefixed) {
    this.client = client;
    this.namespace = namespace;
    this.out = out;
    this.prefixed = prefixed;
  }

  void print(List<LogSource> sources, int tail) {
    for (LogSource source : sources) {
      String log = container(source, tail).getLog();
      log.lines().forEach(line -> printLine(source, line));
    }
    out.flush();
  }

  /** Streams every source until all have ended, or until interrupted. */
  void follow(List<LogSource> sources, int tail) throws InterruptedException {
    List<LogWatch> watches = new ArrayList<>();
    List<Thread> readers = new ArrayList<>();
    try {
      for (LogSource source : sources) {
        LogWatch watch = container(source, tail).watchLog();
        watches.add(watch);
        Thread reader = Thread.ofVirtual().start(() -> copy(source, watch));
        readers.add(reader);
      }
      for (Thread reader : readers) {
        reader.join();
      }
    } finally {
      watches.forEach(LogWatch::close);
    }
  }

  private void copy(LogSource source, LogWatch watch) {
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(watch.getOutput(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        printLine(source, line);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private Loggable container(LogSource source, int tail) {
    ContainerResource container =
        client.pods().inNamespace(namespace).withName(source.pod()).inContainer(source.container());
    return tail >= 0 ? container.tailingLines(tail) : container;
  }

  private void printLine(LogSource source, String line) {
    synchronized (out) {
      out.println(prefixed ? source.prefix() + line : line);
      out.flush();
    }
  }
}
