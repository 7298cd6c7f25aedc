package ai.silogen.kaiwo.cli.portforward;

import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.support.UntilStopped;
import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.cli.workload.ConnectedWorkload;
import ai.silogen.kaiwo.cli.workload.PodChoice;
import ai.silogen.kaiwo.cli.workload.WorkloadTarget;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import ai.silogen.kaiwo.cli.workload.Workloads;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.client.LocalPortForward;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code kaiwo port-forward}: reach a port of a workload's pod from this machine. */
@Command(
    name = "port-forward",
    mixinStandardHelpOptions = true,
    description = {
      "Forward a local port to a port of a workload's pod (the first running one unless --pod is"
          + " given) until Ctrl-C.",
      "In the sandbox, model pods serve on this machine and are forwarded to directly; pods of"
          + " jobs and services run no processes there."
    },
    footer = {
      "",
      "Examples:",
      "  # then: curl localhost:8000/health",
      "  kaiwo port-forward service/qwen-chat 8000",
      "  kaiwo port-forward model/qwen2.5-0.5b-cpu 8080:8000",
      "  # any free local port",
      "  kaiwo port-forward job/train :6006 --pod train-abcde"
    })
public final class PortForwardCommand implements Callable<Integer> {

  @Parameters(
      index = "1",
      paramLabel = "[LOCAL:]REMOTE",
      description = "Ports, e.g. 8000 or 8080:8000.")
  String ports;

  @Option(names = "--pod", description = "Forward to this pod.")
  String pod;

  @Option(
      names = "--address",
      description = "Local address to listen on (default: ${DEFAULT-VALUE}).",
      defaultValue = "127.0.0.1")
  String address;

  @Mixin WorkloadTarget target;

  private final CliContext context;

  PortForwardCommand(CliContext context) {
    this.context = context;
  }

  @Override
  public Integer call() throws Exception {
    target.ref(); // a malformed KIND/NAME is reported before malformed ports or address
    PortSpec spec = PortSpec.parse(ports);
    InetAddress listenOn = InetAddress.getByName(address);
    try (ConnectedWorkload workload = target.open(context)) {
      var client = workload.client();
      WorkloadView view = workload.view();
      PodChoice choice = PodChoice.choose(view, Workloads.pods(client, view), pod, null);
      Optional<InetSocketAddress> direct = directAddress(choice.pod(), spec.remote());
      if (direct.isPresent()) {
        try (LoopbackForwarder forwarder =
            LoopbackForwarder.start(listenOn, spec.local(), direct.get())) {
          announce(forwarder.localPort(), choice, spec.remote());
          untilStopped(forwarder, workload);
        }
      } else if (workload.connection().isSandbox()) {
        throw new UserError(
            "pod "
                + choice.podName()
                + " runs no process in the sandbox, so there is nothing to"
                + " forward to",
            "in the sandbox only model pods serve: try kaiwo port-forward model/NAME 8000");
      } else {
        try (LocalPortForward forward =
            client
                .pods()
                .inNamespace(view.namespace())
                .withName(choice.podName())
                .portForward(spec.remote(), listenOn, spec.local())) {
          announce(forward.getLocalPort(), choice, spec.remote());
          untilStopped(forward, workload);
        }
      }
      return ExitCodes.OK;
    }
  }

  /**
   * Where to connect without the API server: pods whose IP is a loopback address serve on this
   * machine (sandbox model pods, whose engine port is published in an annotation).
   */
  static Optional<InetSocketAddress> directAddress(Pod pod, int remotePort) {
    Map<String, String> annotations =
        Optional.ofNullable(pod.getMetadata().getAnnotations()).orElse(Map.of());
    String ip =
        Optional.ofNullable(annotations.get(KubeAiLabels.MODEL_POD_IP))
            .orElse(pod.getStatus() == null ? null : pod.getStatus().getPodIP());
    if (ip == null || !ip.startsWith("127.")) {
      return Optional.empty();
    }
    String published = annotations.get(KubeAiLabels.MODEL_POD_PORT);
    int port = published != null ? Integer.parseInt(published) : remotePort;
    return Optional.of(new InetSocketAddress(ip, port));
  }

  private void announce(int localPort, PodChoice choice, int remotePort) {
    context
        .out()
        .printf(
            "Forwarding from %s:%d -> pod %s port %d (Ctrl-C to stop)%n",
            address, localPort, choice.podName(), remotePort);
    context.out().flush();
  }

  /** Forwards until Ctrl-C (which closes the forward and the connection) or an interrupt. */
  private static void untilStopped(AutoCloseable forward, AutoCloseable connection) {
    try {
      new UntilStopped(List.of(connection, forward)).await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
