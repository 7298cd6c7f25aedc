package ai.silogen.kaiwo.gateway;

import ai.silogen.kaiwo.api.GoDuration;
import ai.silogen.kaiwo.gateway.auth.ApiKeySecretWatcher;
import ai.silogen.kaiwo.gateway.scaling.ScalingMode;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Predicate;

/**
 * Command-line flags and environment variables of {@link GatewayMain} (and of {@code kaiwo
 * gateway}): {@code --name=value} or {@code --name value}; a boolean flag alone means {@code true},
 * any other flag alone is an error. A flag wins over its variable {@code KAIWO_GATEWAY_<NAME>}
 * ({@code -} as {@code _}).
 */
public final class GatewayFlags {
  private static final Map<String, Flag> FLAGS = new LinkedHashMap<>();

  static {
    flag("port", "port to listen on (8000)", (b, v) -> b.port(integer(v)));
    flag(
        "metrics-port",
        "serve /metrics on this port instead of --port (unset)",
        (b, v) -> b.metricsPort(integer(v)));
    flag("host", "address to bind (0.0.0.0)", (b, v) -> b.host(v));
    flag(
        "namespace",
        "the gateway's namespace (POD_NAMESPACE, else default)",
        (b, v) -> b.namespace(v));
    booleanFlag(
        "watch-all-namespaces",
        "route to Models of all namespaces (true)",
        GatewayOptionsBuilder::watchAllNamespaces);
    flag("event-loops", "event loops (one per CPU)", (b, v) -> b.eventLoops(integer(v)));
    flag(
        "max-body-bytes",
        "largest request body (33554432)",
        (b, v) -> b.maxBodyBytes(Long.parseLong(v)));
    flag(
        "max-buffered-body-bytes",
        "request-body bytes held at once before 503 (0: half the direct memory limit)",
        (b, v) -> b.maxBufferedBodyBytes(Long.parseLong(v)));
    flag(
        "max-header-bytes", "largest request head (32768)", (b, v) -> b.maxHeaderBytes(integer(v)));
    flag(
        "max-retries",
        "retries on 5xx and connection errors (3)",
        (b, v) -> b.maxRetries(integer(v)));
    booleanFlag(
        "access-log",
        "log one line per inference request (false)",
        GatewayOptionsBuilder::accessLog);
    flag(
        "endpoint-wait-timeout",
        "wait for a Ready replica before 504 (10m)",
        (b, v) -> b.endpointWaitTimeout(duration(v)));
    flag(
        "client-idle-timeout",
        "close client connections idle this long, 0 never (10m)",
        (b, v) -> b.clientIdleTimeout(duration(v)));
    flag(
        "client-body-timeout",
        "408 and close when a request body stalls this long, 0 never (60s)",
        (b, v) -> b.clientBodyTimeout(duration(v)));
    flag(
        "drain-delay",
        "on SIGTERM, keep serving while not ready (0s)",
        (b, v) -> b.drainDelay(duration(v)));
    flag(
        "drain-timeout",
        "then wait for requests in flight (30s)",
        (b, v) -> b.drainTimeout(duration(v)));
    booleanFlag(
        "auth",
        "require API keys from labelled Secrets (false)",
        GatewayOptionsBuilder::authEnabled);
    flag(
        "api-key-label",
        "label (=true) of API-key Secrets (" + ApiKeySecretWatcher.DEFAULT_LABEL + ")",
        (b, v) -> b.apiKeySecretLabel(v));
    booleanFlag(
        "autoscaler", "run the autoscaler (true)", GatewayOptionsBuilder::autoscalerEnabled);
    choiceFlag(
        "autoscaler-mode",
        ScalingMode.expected() + " (fast)",
        ScalingMode.spellings(),
        (b, v) -> b.autoscalerMode(mode(v)));
    flag(
        "autoscaler-interval",
        "autoscaler tick (10s kubeai, 2s fast)",
        (b, v) -> b.autoscalerInterval(duration(v)));
    flag(
        "kubeai-time-window",
        "kubeai mode averaging window (10m)",
        (b, v) -> b.kubeAiTimeWindow(duration(v)));
    flag(
        "state-configmap",
        "ConfigMap for autoscaler state, empty for none (kaiwo-gateway-autoscaler-state)",
        (b, v) -> b.stateConfigMap(v));
    booleanFlag(
        "leader-election",
        "elect one autoscaler with a Lease (false)",
        GatewayOptionsBuilder::leaderElection);
    flag(
        "lease-name",
        "Lease for leader election (kaiwo-gateway-autoscaler)",
        (b, v) -> b.leaseName(v));
    flag("identity", "identity in the Lease (HOSTNAME)", (b, v) -> b.identity(v));
    flag(
        "peer-selector",
        "label selector of gateway pods to sum metrics over",
        (b, v) -> b.peerSelector(v));
    flag(
        "peer-addresses",
        "comma-separated host:port of every gateway replica",
        (b, v) -> b.peerAddresses(list(v)));
  }

  /** Thrown for {@code --help}. */
  public static final class HelpRequested extends RuntimeException {
    HelpRequested() {
      super("help", null, false, false);
    }
  }

  private GatewayFlags() {}

  /**
   * @param isBoolean set only by {@link #booleanFlag}, so that what the parser lets stand alone and
   *     what {@link #booleanNames()} tells shell completion cannot disagree
   * @param choices the values shell completion offers; empty for free-form values
   */
  private record Flag(
      String description,
      boolean isBoolean,
      List<String> choices,
      BiConsumer<GatewayOptionsBuilder, String> apply) {}

  private static void flag(
      String name, String description, BiConsumer<GatewayOptionsBuilder, String> apply) {
    choiceFlag(name, description, List.of(), apply);
  }

  private static void choiceFlag(
      String name,
      String description,
      List<String> choices,
      BiConsumer<GatewayOptionsBuilder, String> apply) {
    FLAGS.put(name, new Flag(description, false, choices, apply));
  }

  private static void booleanFlag(
      String name, String description, BiConsumer<GatewayOptionsBuilder, Boolean> apply) {
    FLAGS.put(name, new Flag(description, true, List.of(), (b, v) -> apply.accept(b, bool(v))));
  }

  /**
   * The options from {@code env} overridden by {@code args}.
   *
   * @throws IllegalArgumentException naming the flag or variable with a bad value or name
   */
  public static GatewayOptions parse(String[] args, Map<String, String> env) {
    GatewayOptionsBuilder builder = GatewayOptions.builder();
    String namespace = env.get("POD_NAMESPACE");
    if (namespace != null && !namespace.isBlank()) {
      builder.namespace(namespace);
    }
    // A variable whose flag is given is not even parsed: in a pod, Kubernetes' service links
    // define KAIWO_GATEWAY_PORT=tcp://... for the gateway's own Service.
    Set<String> given = givenFlags(args);
    FLAGS.forEach(
        (name, flag) -> {
          String value = env.get(variable(name));
          if (value != null && !value.isBlank() && !given.contains(name)) {
            apply(builder, name, value, variable(name));
          }
        });
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (arg.equals("--help") || arg.equals("-h")) {
        throw new HelpRequested();
      }
      if (!arg.startsWith("--")) {
        throw new IllegalArgumentException("unexpected argument " + arg);
      }
      int equals = arg.indexOf('=');
      String name = equals < 0 ? arg.substring(2) : arg.substring(2, equals);
      String value = null;
      if (equals >= 0) {
        value = arg.substring(equals + 1);
      } else if (i + 1 < args.length && !args[i + 1].startsWith("--")) {
        value = args[++i];
      }
      apply(builder, name, value, "--" + name);
    }
    return builder.build();
  }

  private static Set<String> givenFlags(String[] args) {
    Set<String> given = new HashSet<>();
    for (String arg : args) {
      if (arg.startsWith("--")) {
        int equals = arg.indexOf('=');
        given.add(equals < 0 ? arg.substring(2) : arg.substring(2, equals));
      }
    }
    return given;
  }

  /** The flags as typed, e.g. {@code --port}, in the order of {@link #usage()}. */
  public static List<String> names() {
    return typed(flag -> true);
  }

  /**
   * The flags of {@link #names()} that need no value ({@code --auth} alone means {@code true}), so
   * that shell completion offers the next flag after them rather than waiting for a value.
   */
  public static List<String> booleanNames() {
    return typed(Flag::isBoolean);
  }

  /**
   * The values shell completion offers for {@code typedName} (e.g. {@code --autoscaler-mode});
   * empty when the value is free-form or the flag unknown.
   */
  public static List<String> choices(String typedName) {
    Flag flag = typedName.startsWith("--") ? FLAGS.get(typedName.substring(2)) : null;
    return flag == null ? List.of() : flag.choices();
  }

  private static List<String> typed(Predicate<Flag> which) {
    return FLAGS.entrySet().stream()
        .filter(entry -> which.test(entry.getValue()))
        .map(entry -> "--" + entry.getKey())
        .toList();
  }

  /** One line per flag: name, description, default and environment variable. */
  public static String usage() {
    StringBuilder out = new StringBuilder("usage: kaiwo-gateway [--flag=value ...]\n");
    FLAGS.forEach(
        (name, flag) ->
            out.append(
                String.format("  --%-24s %s [%s]%n", name, flag.description, variable(name))));
    return out.toString();
  }

  /**
   * @param value null for a flag given without one: a boolean then means {@code true}; any other
   *     flag is an error rather than silently taking the text {@code true} (e.g. {@code --host})
   */
  private static void apply(
      GatewayOptionsBuilder builder, String name, String value, String where) {
    Flag flag = FLAGS.get(name);
    if (flag == null) {
      throw new IllegalArgumentException("unknown flag " + where);
    }
    if (value == null) {
      if (!flag.isBoolean) {
        throw new IllegalArgumentException(where + ": missing value");
      }
      value = "true";
    }
    try {
      flag.apply.accept(builder, value.strip());
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          where + ": invalid value '" + value + "': " + e.getMessage(), e);
    }
  }

  private static String variable(String flag) {
    return "KAIWO_GATEWAY_" + flag.toUpperCase(Locale.ROOT).replace('-', '_');
  }

  private static int integer(String value) {
    return Integer.parseInt(value);
  }

  private static boolean bool(String value) {
    return switch (value.toLowerCase(Locale.ROOT)) {
      case "true", "yes", "on", "1" -> true;
      case "false", "no", "off", "0" -> false;
      default -> throw new IllegalArgumentException("expected true or false");
    };
  }

  private static Duration duration(String value) {
    return GoDuration.parse(value);
  }

  private static ScalingMode mode(String value) {
    return ScalingMode.parse(value)
        .orElseThrow(() -> new IllegalArgumentException("expected " + ScalingMode.expected()));
  }

  private static List<String> list(String value) {
    return Arrays.stream(value.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
  }
}
