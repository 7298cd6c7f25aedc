package ai.silogen.kaiwo.bench.overhead;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

/**
 * A reverse proxy under test in its own process, optionally pinned to CPUs with {@code taskset}:
 * our gateway (a JVM), HAProxy or nginx, each configured as a plain single-threaded reverse proxy
 * in front of one backend on loopback.
 */
final class ProxyProcess implements AutoCloseable {
  static final String GATEWAY = "kaiwo gateway";
  static final String HAPROXY = "HAProxy";
  static final String NGINX = "nginx";

  /**
   * A JVM option that picks a garbage collector, such as {@code -XX:+UseParallelGC}; named, because
   * other options end in {@code GC} too ({@code -XX:+UseAdaptiveSizePolicyWithSystemGC}).
   */
  private static final Pattern COLLECTOR_CHOICE =
      Pattern.compile("-XX:\\+Use(Serial|Parallel|G1|Z|Shenandoah|Epsilon)GC");

  private final String name;
  private final Process process;
  private final int port;

  private ProxyProcess(String name, Process process, int port) {
    this.name = name;
    this.process = process;
    this.port = port;
  }

  String name() {
    return name;
  }

  int port() {
    return port;
  }

  /** CPU time the process (all its threads) has used so far, user and system. */
  Duration cpuTime() {
    return process.info().totalCpuDuration().orElse(Duration.ZERO);
  }

  /**
   * Our gateway: this JVM's class path, one event loop, pinned like the other proxies; {@code
   * javaOptions} are added to the JVM's (e.g. a flight recording). ZGC, as a latency-sensitive
   * proxy should run: on a busy machine with one GC thread, the serial collector's young pauses (10
   * to 50 ms) and G1's (7 to 20 ms) land in the top percentiles at 1000 requests per second.
   * Netty's leak detection off and the Vector API module for the JSON scanner, as in the gateway
   * Deployment (decisions 0008 and 0011). A collector named in {@code javaOptions} replaces ZGC, so
   * that collectors can be compared.
   */
  static ProxyProcess gateway(String cpus, int backendPort, List<String> javaOptions)
      throws IOException {
    List<String> command = new ArrayList<>(CpuPinning.command(cpus));
    command.add(ProcessHandle.current().info().command().orElse("java"));
    command.addAll(
        List.of(
            "-Xms512m",
            "-Xmx512m",
            "-XX:ActiveProcessorCount=1",
            "-XX:+AlwaysPreTouch",
            "-Dio.netty.leakDetection.level=disabled",
            "--sun-misc-unsafe-memory-access=allow",
            "--add-modules=jdk.incubator.vector"));
    if (!choosesCollector(javaOptions)) {
      command.add("-XX:+UseZGC");
    }
    command.addAll(javaOptions);
    command.addAll(
        List.of(
            "-cp",
            System.getProperty("java.class.path"),
            StaticGateway.class.getName(),
            "--backend=127.0.0.1:" + backendPort,
            "--event-loops=1"));
    Process process =
        new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
    BufferedReader out =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    for (String line = out.readLine(); line != null; line = out.readLine()) {
      if (line.startsWith("READY ")) {
        return new ProxyProcess(GATEWAY, process, Integer.parseInt(line.substring(6)));
      }
    }
    process.destroyForcibly();
    throw new IOException("the gateway process ended before it was ready");
  }

  /** Whether {@code javaOptions} pick a garbage collector of their own. */
  static boolean choosesCollector(List<String> javaOptions) {
    return javaOptions.stream().anyMatch(option -> COLLECTOR_CHOICE.matcher(option).matches());
  }

  /** HAProxy with one thread, keep-alive and connection reuse to the backend. */
  static Optional<ProxyProcess> haproxy(String cpus, int backendPort, Path dir) throws IOException {
    Optional<Path> binary = Executables.find("haproxy");
    if (binary.isEmpty()) {
      return Optional.empty();
    }
    int port = freePort();
    Path config = dir.resolve("haproxy.cfg");
    Files.writeString(
        config,
        """
        global
          nbthread 1
          maxconn 8000
        defaults
          mode http
          timeout connect 5s
          timeout client 60s
          timeout server 60s
          option http-keep-alive
        frontend bench
          bind 127.0.0.1:%d
          default_backend model
        backend model
          http-reuse always
          server backend 127.0.0.1:%d maxconn 10000
        """
            .formatted(port, backendPort));
    List<String> command = new ArrayList<>(CpuPinning.command(cpus));
    command.addAll(List.of(binary.get().toString(), "-db", "-f", config.toString()));
    return Optional.of(start(HAPROXY, command, port));
  }

  /** nginx with one worker, upstream keep-alive, no response buffering (streams pass through). */
  static Optional<ProxyProcess> nginx(String cpus, int backendPort, Path dir) throws IOException {
    Optional<Path> binary = Executables.find("nginx");
    if (binary.isEmpty()) {
      return Optional.empty();
    }
    int port = freePort();
    Path config = dir.resolve("nginx.conf");
    String user = "root".equals(System.getProperty("user.name")) ? "user root;" : "";
    Files.writeString(
        config,
        """
        %s
        daemon off;
        master_process off;
        worker_processes 1;
        pid %s/nginx.pid;
        error_log %s/nginx-error.log warn;
        events { worker_connections 8000; }
        http {
          access_log off;
          client_max_body_size 64m;
          client_body_buffer_size 1m;
          client_body_temp_path %s/body;
          proxy_temp_path %s/proxy;
          fastcgi_temp_path %s/fastcgi;
          uwsgi_temp_path %s/uwsgi;
          scgi_temp_path %s/scgi;
          upstream model {
            server 127.0.0.1:%d;
            keepalive 1024;
          }
          server {
            listen 127.0.0.1:%d;
            location / {
              proxy_pass http://model;
              proxy_http_version 1.1;
              proxy_set_header Connection "";
              proxy_buffering off;
            }
          }
        }
        """
            .formatted(user, dir, dir, dir, dir, dir, dir, dir, backendPort, port));
    List<String> command = new ArrayList<>(CpuPinning.command(cpus));
    command.addAll(
        List.of(
            binary.get().toString(),
            "-e",
            dir.resolve("nginx-error.log").toString(),
            "-p",
            dir.toString(),
            "-c",
            config.toString()));
    return Optional.of(start(NGINX, command, port));
  }

  private static ProxyProcess start(String name, List<String> command, int port)
      throws IOException {
    Process process =
        new ProcessBuilder(command)
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .start();
    long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        throw new IOException(name + " exited with status " + process.exitValue());
      }
      try (Socket socket = new Socket()) {
        socket.connect(new InetSocketAddress("127.0.0.1", port), 200);
        return new ProxyProcess(name, process, port);
      } catch (IOException notYet) {
        sleep();
      }
    }
    process.destroyForcibly();
    throw new IOException(name + " did not listen on port " + port + " within 15 s");
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  private static void sleep() {
    try {
      Thread.sleep(50);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new UncheckedIOException(new IOException("interrupted", e));
    }
  }

  @Override
  public void close() {
    process.destroy();
    try {
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
    }
  }
}
