package ai.silogen.kaiwo.cli.gateway;

import static java.util.stream.Collectors.joining;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.cluster.ClusterOptions;
import ai.silogen.kaiwo.cli.cluster.Connection;
import ai.silogen.kaiwo.cli.cluster.Connections;
import ai.silogen.kaiwo.cli.completion.PassThroughFlags;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.support.UntilStopped;
import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.cli.support.Verbosity;
import ai.silogen.kaiwo.gateway.Gateway;
import ai.silogen.kaiwo.gateway.GatewayFlags;
import ai.silogen.kaiwo.gateway.GatewayOptions;
import ai.silogen.kaiwo.gateway.proxy.AccessLog;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.UsageMessageSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/**
 * {@code kaiwo gateway}: the OpenAI-compatible gateway against the cluster of the current
 * kubeconfig (in-cluster configuration when deployed). Its flags are the gateway's own ({@link
 * GatewayFlags}, which also read {@code KAIWO_GATEWAY_*} variables), so the Deployment and a local
 * run are configured the same way.
 */
@Command(
    name = "gateway",
    mixinStandardHelpOptions = true,
    customSynopsis =
        "kaiwo gateway [-hv] [--kubeconfig=FILE] [--context=NAME] [--GATEWAY-FLAG[=VALUE]...]",
    description = {
      "Run the OpenAI-compatible gateway (proxy, load balancer, autoscaler) against the cluster of"
          + " the current kubeconfig (in-cluster configuration when deployed).",
      "This is what the kaiwo-gateway Deployment runs; 'kaiwo sandbox' starts one for you."
    },
    footer = {
      "",
      "Examples:",
      "  # what the kaiwo-gateway Deployment runs",
      "  kaiwo gateway --port 8000",
      "  # API keys required; the models of namespace ml by their name",
      "  kaiwo gateway --namespace ml --auth",
      "  # every flag can also come from its variable",
      "  KAIWO_GATEWAY_AUTOSCALER_MODE=kubeai kaiwo gateway",
      "",
      "Gateway flags (--name=value or --name value; [its environment variable]):"
    })
public final class GatewayCommand implements Callable<Integer>, PassThroughFlags {
  private static final String FLAGS_SECTION = "gatewayFlags";

  @Unmatched List<String> flags = new ArrayList<>();

  @Mixin ClusterOptions cluster;

  private final CliContext context;

  GatewayCommand(CliContext context) {
    this.context = context;
  }

  /**
   * Adds the gateway's own flag list after the footer, so that the help never drifts from the
   * parser. A section of its own (not the footer, which the annotation sets after this runs) keeps
   * the lines unwrapped.
   */
  @Spec
  void spec(CommandSpec spec) {
    List<String> keys = new ArrayList<>(spec.usageMessage().sectionKeys());
    keys.add(keys.indexOf(UsageMessageSpec.SECTION_KEY_FOOTER) + 1, FLAGS_SECTION);
    spec.usageMessage().sectionKeys(keys);
    spec.usageMessage()
        .sectionMap()
        .put(
            FLAGS_SECTION,
            help ->
                GatewayFlags.usage().lines().skip(1).map(line -> line + "\n").collect(joining()));
  }

  @Override
  public List<PassThroughFlags.Flag> passThroughFlags() {
    Set<String> booleans = Set.copyOf(GatewayFlags.booleanNames());
    return GatewayFlags.names().stream()
        .map(
            name ->
                new PassThroughFlags.Flag(
                    name, !booleans.contains(name), GatewayFlags.choices(name)))
        .toList();
  }

  @Override
  public Integer call() throws InterruptedException {
    GatewayOptions options = options();
    if (options.accessLog()) {
      Verbosity.enable(AccessLog.LOGGER);
    }
    Connection connection = Connections.openForServer(context, cluster);
    Gateway gateway = connection.startOrClose(client -> Gateway.start(options, client));
    context
        .out()
        .printf(
            "Kaiwo gateway listening on %s:%d (OpenAI API under /openai/v1 and /v1), cluster %s%n",
            options.host(), gateway.port(), connection.client().getMasterUrl());
    context.out().flush();
    new UntilStopped(List.of(connection, gateway)).await();
    return ExitCodes.OK;
  }

  private GatewayOptions options() {
    try {
      return GatewayFlags.parse(flags.toArray(String[]::new), context.env());
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage(), "see 'kaiwo gateway --help'", ExitCodes.USAGE);
    }
  }
}
