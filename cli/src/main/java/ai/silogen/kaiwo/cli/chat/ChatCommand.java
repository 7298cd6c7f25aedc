package ai.silogen.kaiwo.cli.chat;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.cluster.ClusterOptions;
import ai.silogen.kaiwo.cli.cluster.Connection;
import ai.silogen.kaiwo.cli.cluster.Connections;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.support.UserError;
import io.fabric8.kubernetes.client.KubernetesClient;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code kaiwo chat}: talk to a served model through the gateway. */
@Command(
    name = "chat",
    mixinStandardHelpOptions = true,
    description = {
      "Stream a chat completion from a model through the OpenAI-compatible gateway; without a"
          + " prompt, chat interactively (an empty line or Ctrl-D ends).",
      "Gateway: --gateway, else $KAIWO_GATEWAY_URL, else the sandbox's, else a port-forward to"
          + " --gateway-service."
    },
    footer = {
      "",
      "Examples:",
      "  kaiwo chat qwen2.5-0.5b-cpu \"Say hello in French\"",
      "  # interactive",
      "  kaiwo chat llama-3.1-8b-instruct",
      "  kaiwo chat my-model \"Hi\" --gateway http://localhost:8000",
      "  # a model in namespace team-a",
      "  kaiwo chat -n team-a llama-3.1-8b-instruct \"Hi\""
    })
public final class ChatCommand implements Callable<Integer> {

  @Parameters(
      index = "0",
      paramLabel = "MODEL",
      description =
          "Model name (as in 'kaiwo list models'), in the namespace of -n, else of the kubeconfig"
              + " context; NAMESPACE/NAME for another. With --gateway, a bare name means the"
              + " gateway's namespace unless -n is given.")
  String model;

  @Option(
      names = {"-n", "--namespace"},
      description = "Namespace of the model (same as MODEL given as NAMESPACE/NAME).")
  String namespace;

  @Option(
      names = "--api-key",
      paramLabel = "KEY",
      description =
          "API key for a gateway that requires one (default: $KAIWO_API_KEY; prefer the variable,"
              + " command lines are visible to other users).")
  String apiKey;

  @Parameters(index = "1", arity = "0..1", paramLabel = "PROMPT", description = "What to ask.")
  String prompt;

  @Option(names = "--system", paramLabel = "TEXT", description = "A system message first.")
  String system;

  @Option(
      names = "--gateway",
      paramLabel = "URL",
      description = "The gateway's URL, e.g. http://localhost:8000.")
  String gateway;

  @Option(
      names = "--gateway-service",
      paramLabel = "NAMESPACE/NAME",
      description = "Gateway Service to port-forward to (default: ${DEFAULT-VALUE}).",
      defaultValue = "kaiwo-system/kaiwo-gateway")
  String gatewayService;

  @Option(
      names = "--timeout",
      paramLabel = "DURATION",
      description =
          "How long to wait for an answer to start (default: ${DEFAULT-VALUE}): a model scaled to"
              + " zero loads first. Also the longest pause allowed within an answer.",
      defaultValue = "10m")
  Duration timeout;

  @Mixin ClusterOptions clusterOptions;

  /**
   * Where to read why an answer is slow to start ({@link ModelWaitNotice}); empty with {@code
   * --gateway}, where the model's cluster is not known.
   */
  private Optional<KubernetesClient> cluster = Optional.empty();

  private final CliContext context;

  ChatCommand(CliContext context) {
    this.context = context;
  }

  @Override
  public Integer call() throws Exception {
    if (namespace != null && !model.contains("/")) {
      model = namespace + "/" + model;
    }
    if (timeout.isNegative() || timeout.isZero()) {
      throw new UserError("--timeout must be longer than 0", null, ExitCodes.USAGE);
    }
    String[] service = gatewayService.split("/", 2);
    if (service.length != 2) {
      throw new UserError("--gateway-service must be NAMESPACE/NAME", null, ExitCodes.USAGE);
    }
    Optional<String> key =
        Optional.ofNullable(apiKey)
            .or(() -> context.getenv("KAIWO_API_KEY"))
            .filter(k -> !k.isBlank());
    if (gateway != null) {
      return chat(
          new ChatClient(
              GatewayLocator.httpUrl(gateway, "--gateway", ExitCodes.USAGE), key, timeout));
    }
    try (Connection connection = Connections.open(context, clusterOptions);
        GatewayLocator.Located located =
            GatewayLocator.locate(context, connection, service[0], service[1])) {
      if (!model.contains("/")) {
        // As 'kaiwo submit' and 'kaiwo list models': the context's namespace, not the gateway's.
        model = connection.namespaceOr(null) + "/" + model;
      }
      cluster = Optional.of(connection.client());
      return chat(new ChatClient(located.url(), key, timeout));
    }
  }

  private int chat(ChatClient client) throws Exception {
    List<ChatClient.Message> conversation = new ArrayList<>();
    if (system != null) {
      conversation.add(new ChatClient.Message("system", system));
    }
    if (prompt != null) {
      ask(client, conversation, prompt);
    } else {
      converse(client, conversation);
    }
    return ExitCodes.OK;
  }

  private void converse(ChatClient client, List<ChatClient.Message> conversation) throws Exception {
    PrintWriter out = context.out();
    out.println("Chatting with " + model + "; an empty line or Ctrl-D ends.");
    BufferedReader in =
        new BufferedReader(new InputStreamReader(context.in(), StandardCharsets.UTF_8));
    while (true) {
      out.print("> ");
      out.flush();
      String line = in.readLine();
      if (line == null || line.isBlank()) {
        out.println();
        out.flush();
        return;
      }
      ask(client, conversation, line);
    }
  }

  private void ask(ChatClient client, List<ChatClient.Message> conversation, String text)
      throws InterruptedException {
    PrintWriter out = context.out();
    conversation.add(new ChatClient.Message("user", text));
    String answer;
    try (ModelWaitNotice notice = waitNotice()) {
      answer =
          client.complete(
              model,
              conversation,
              piece -> {
                if (notice != null) {
                  notice.close(); // the answer has started
                }
                out.print(piece);
                out.flush();
              });
    }
    out.println();
    out.flush();
    conversation.add(new ChatClient.Message("assistant", answer));
  }

  /** A notice for the next answer; null (no notice) with {@code --gateway}. */
  private ModelWaitNotice waitNotice() {
    return cluster.map(client -> ModelWaitNotice.start(client, model, context.err())).orElse(null);
  }
}
