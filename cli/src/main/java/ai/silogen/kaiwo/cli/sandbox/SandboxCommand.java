package ai.silogen.kaiwo.cli.sandbox;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.cluster.KubeconfigLocator;
import ai.silogen.kaiwo.cli.config.UserConfig;
import ai.silogen.kaiwo.cli.follow.FollowReport;
import ai.silogen.kaiwo.cli.follow.WorkloadFollower;
import ai.silogen.kaiwo.cli.submit.Manifest;
import ai.silogen.kaiwo.cli.submit.ManifestReader;
import ai.silogen.kaiwo.cli.submit.Submission;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.support.UntilStopped;
import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.sandbox.SimulatedCluster;
import ai.silogen.kaiwo.sandbox.nodes.NodePool;
import io.fabric8.kubernetes.client.dsl.FieldValidateable.Validation;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code kaiwo sandbox}: a whole Kaiwo cluster on this machine, until stopped. */
@Command(
    name = "sandbox",
    mixinStandardHelpOptions = true,
    description = {
      "Run Kaiwo with an in-process Kubernetes API server, simulated GPU nodes, the operator and"
          + " the gateway, until Ctrl-C (or --stop with --background).",
      "Other kaiwo commands find it by themselves at the default --kubeconfig unless $KUBECONFIG"
          + " is set; kubectl reaches it through the kubeconfig it writes."
    },
    footer = {
      "",
      "Examples:",
      "  # start, then run a GPU job to completion",
      "  kaiwo sandbox --run examples/jobs/gpu-job.yaml",
      "  # start in the background; stop it with --stop",
      "  kaiwo sandbox --background",
      "  # your own node pools, the API server on a fixed port",
      "  kaiwo sandbox --nodes my-nodes.yaml --port 6443",
      "  # the OpenAI API on http://127.0.0.1:8000/v1",
      "  kaiwo sandbox --gateway-port 8000",
      "",
      "Node-pool file (--nodes): a pool of identical nodes per entry, named <name>-<n>:",
      "  pools:",
      "    - name: mi300x            # required",
      "      count: 2                # required",
      "      gpuVendor: amd          # required: amd, nvidia or none",
      "      gpuModel: MI300X        # required unless gpuVendor is none",
      "      gpusPerNode: 8",
      "      cpu: 96                 # required",
      "      memory: 1536Gi          # required",
      "      # optional: maxPods (110), instanceType (the name), labels, taints",
      "    - name: cpu",
      "      count: 1",
      "      gpuVendor: none",
      "      cpu: 32",
      "      memory: 128Gi"
    })
public final class SandboxCommand implements Callable<Integer> {

  @Option(
      names = "--nodes",
      paramLabel = "FILE",
      description =
          "Node-pool YAML: 'pools', each with name, count, gpuVendor, gpuModel, gpusPerNode, cpu"
              + " and memory (format below; default: 2x8 MI300X, 2x8 H100, one CPU node).")
  Path nodes;

  @Option(names = "--port", description = "API server port (default: a free port).")
  int port;

  @Option(
      names = "--gateway-port",
      paramLabel = "PORT",
      description = "Port of the OpenAI-compatible gateway (default: a free port).")
  int gatewayPort;

  @Option(
      names = "--kubeconfig",
      paramLabel = "PATH",
      description = "Where to write the kubeconfig (default: ~/.kaiwo/sandbox/kubeconfig).")
  Path kubeconfig;

  @Option(
      names = "--run-seconds",
      paramLabel = "SECONDS",
      description =
          "How long simulated job pods run unless annotated otherwise (default: ${DEFAULT-VALUE}).")
  double runSeconds = 10;

  @Option(
      names = "--run",
      paramLabel = "FILE",
      description =
          "After start-up, submit the workloads in FILE (a file or a directory of manifests; repeat"
              + " for more) and follow them until they finish or run.")
  List<Path> run = List.of();

  @Option(
      names = "--background",
      description = "Start in the background, wait until ready, and return.")
  boolean background;

  @Option(names = "--stop", description = "Stop the sandbox started with --background.")
  boolean stop;

  @Option(
      names = "--start-timeout",
      paramLabel = "DURATION",
      description = "With --background: how long to wait for start-up (default: 3m).")
  Duration startTimeout = Duration.ofMinutes(3);

  private final CliContext context;

  SandboxCommand(CliContext context) {
    this.context = context;
  }

  @Override
  public Integer call() throws Exception {
    Path lookedFor = KubeconfigLocator.sandboxKubeconfig(context);
    SandboxFiles files = new SandboxFiles(kubeconfig != null ? kubeconfig : lookedFor);
    SandboxReach reach =
        new SandboxReach(files.kubeconfig(), lookedFor, context.getenv("KUBECONFIG"));
    if (stop) {
      return BackgroundSandbox.stop(files, context.out());
    }
    BackgroundSandbox.runningSandbox(files)
        .ifPresent(
            running -> {
              throw new UserError(
                  "a sandbox is already running (pid "
                      + running.pid()
                      + ", "
                      + files.kubeconfig()
                      + ")",
                  "use it, or stop it first with '" + reach.stopCommand() + "'");
            });
    // Checked before start-up (and before a background child is forked), so that a bad flag or a
    // typo in a path or a manifest costs no sandbox start and is reported in the CLI's own words.
    NodePool pool = SandboxFlags.nodePool(nodes);
    SandboxFlags.check(port, gatewayPort, runSeconds, startTimeout);
    List<Manifest> workloads =
        ManifestReader.readAll(run.stream().map(Path::toString).toList(), context.in());
    if (background) {
      return BackgroundSandbox.start(
          childArguments(files), files, reach.stopCommand(), startTimeout, context.out());
    }
    return runInForeground(files, reach, pool, workloads);
  }

  private int runInForeground(
      SandboxFiles files, SandboxReach reach, NodePool pool, List<Manifest> workloads)
      throws Exception {
    PrintWriter out = context.out();
    SimulatedCluster.Options options =
        SimulatedCluster.Options.defaults()
            .withNodePool(pool)
            .withDefaultRunTime(Duration.ofMillis(Math.round(runSeconds * 1000)));
    LocalCluster cluster =
        LocalCluster.start(
            new LocalCluster.Settings(port, gatewayPort, files.kubeconfig(), options));
    UntilStopped lifetime =
        new UntilStopped(
            List.<AutoCloseable>of(() -> SandboxFiles.deleteQuietly(files.pid()), cluster));
    SandboxFiles.write(files.pid(), Long.toString(ProcessHandle.current().pid()));
    SandboxBanner.print(out, cluster, reach);
    int exitCode = ExitCodes.OK;
    if (!workloads.isEmpty()) {
      // Null: Ctrl-C came while following, and the sandbox is already closing.
      Integer followed = lifetime.runUnlessStopped(() -> runWorkloads(cluster, workloads), null);
      if (followed == null) {
        return ExitCodes.OK; // the signal's status ends the process
      }
      exitCode = followed;
      if (exitCode != ExitCodes.OK) {
        // The sandbox stays up to inspect the failure; stopping it must not hide the failure.
        lifetime.exitOnSignalWith(exitCode);
      }
    }
    out.println(BackgroundSandbox.READY_LINE + "; press Ctrl-C to stop.");
    out.flush();
    lifetime.await();
    return exitCode;
  }

  private int runWorkloads(LocalCluster cluster, List<Manifest> workloads)
      throws InterruptedException {
    var client = cluster.sandbox().client();
    List<WorkloadFollower.Target> targets =
        new Submission(client, UserConfig.EMPTY, null, client.getNamespace(), Validation.STRICT)
            .submit(workloads, context.out(), context.err());
    WorkloadFollower.Outcome outcome =
        new WorkloadFollower(client, context.out(), context.interactive()).follow(targets, null);
    return FollowReport.exitCode(outcome, context);
  }

  private List<String> childArguments(SandboxFiles files) {
    List<String> arguments = new ArrayList<>();
    if (nodes != null) {
      arguments.addAll(List.of("--nodes", nodes.toAbsolutePath().toString()));
    }
    if (port != 0) {
      arguments.addAll(List.of("--port", Integer.toString(port)));
    }
    if (gatewayPort != 0) {
      arguments.addAll(List.of("--gateway-port", Integer.toString(gatewayPort)));
    }
    arguments.addAll(List.of("--kubeconfig", files.kubeconfig().toAbsolutePath().toString()));
    arguments.addAll(List.of("--run-seconds", Double.toString(runSeconds)));
    for (Path workloads : run) {
      arguments.addAll(List.of("--run", workloads.toAbsolutePath().toString()));
    }
    return arguments;
  }
}
