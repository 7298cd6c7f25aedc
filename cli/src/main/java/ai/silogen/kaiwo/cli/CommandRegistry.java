package ai.silogen.kaiwo.cli;

import ai.silogen.kaiwo.cli.chat.ChatCommand;
import ai.silogen.kaiwo.cli.completion.CompletionCommand;
import ai.silogen.kaiwo.cli.delete.DeleteCommand;
import ai.silogen.kaiwo.cli.describe.DescribeCommand;
import ai.silogen.kaiwo.cli.exec.ExecCommand;
import ai.silogen.kaiwo.cli.gateway.GatewayCommand;
import ai.silogen.kaiwo.cli.list.ListCommand;
import ai.silogen.kaiwo.cli.logs.LogsCommand;
import ai.silogen.kaiwo.cli.monitor.MonitorCommand;
import ai.silogen.kaiwo.cli.operator.OperatorCommand;
import ai.silogen.kaiwo.cli.portforward.PortForwardCommand;
import ai.silogen.kaiwo.cli.render.RenderCommand;
import ai.silogen.kaiwo.cli.sandbox.SandboxCommand;
import ai.silogen.kaiwo.cli.status.StatusCommand;
import ai.silogen.kaiwo.cli.submit.SubmitCommand;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;

/**
 * The subcommands of {@code kaiwo}, in the order of the help text. Picocli builds the model of
 * every registered command up front, by reflection; registering only the one being run (when the
 * first argument names it) keeps that cost out of every short command's start-up.
 */
final class CommandRegistry {

  /** A subcommand and the names it answers to. */
  record Entry(Class<?> type, List<String> names) {}

  static final List<Entry> ALL =
      List.of(
          entry(SubmitCommand.class, "submit"),
          entry(ListCommand.class, "list", "ls"),
          entry(DescribeCommand.class, "describe"),
          entry(LogsCommand.class, "logs"),
          entry(ExecCommand.class, "exec"),
          entry(MonitorCommand.class, "monitor"),
          entry(PortForwardCommand.class, "port-forward"),
          entry(DeleteCommand.class, "delete"),
          entry(StatusCommand.class, "status"),
          entry(ChatCommand.class, "chat"),
          entry(RenderCommand.class, "render"),
          entry(SandboxCommand.class, "sandbox"),
          entry(GatewayCommand.class, "gateway"),
          entry(OperatorCommand.class, "operator"),
          entry(CompletionCommand.class, "completion"),
          entry(VersionCommand.class, "version"),
          entry(CommandLine.HelpCommand.class, "help"));

  private CommandRegistry() {}

  /**
   * The subcommands to register for {@code args}: only the one named by the first argument that is
   * not an option, else all (for help, completion and suggestions on typos).
   */
  static List<Entry> needed(String... args) {
    Optional<String> first = Arrays.stream(args).filter(a -> !a.startsWith("-")).findFirst();
    Optional<Entry> named =
        first.flatMap(name -> ALL.stream().filter(e -> e.names().contains(name)).findFirst());
    boolean needsAll =
        named.isEmpty()
            || named.get().type() == CommandLine.HelpCommand.class
            || named.get().type() == CompletionCommand.class;
    return needsAll ? ALL : List.of(named.get());
  }

  private static Entry entry(Class<?> type, String... names) {
    return new Entry(type, List.of(names));
  }
}
