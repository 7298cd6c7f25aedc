package ai.silogen.kaiwo.cli.completion;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.support.ExitCodes;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code kaiwo completion}: a shell completion script for every command and option. */
@Command(
    name = "completion",
    mixinStandardHelpOptions = true,
    description = "Print a completion script for bash or zsh.",
    footer = {
      "",
      "Examples:",
      "  # this shell only",
      "  source <(kaiwo completion bash)",
      "  # every new bash",
      "  kaiwo completion bash > ~/.local/share/bash-completion/completions/kaiwo",
      "  echo 'source <(kaiwo completion zsh)' >> ~/.zshrc"
    })
public final class CompletionCommand implements Callable<Integer> {

  /** Shells with a completion script. */
  enum Shell {
    BASH,
    ZSH
  }

  @Parameters(paramLabel = "SHELL", description = "bash or zsh.")
  Shell shell;

  @Spec CommandSpec spec;

  private final CliContext context;

  CompletionCommand(CliContext context) {
    this.context = context;
  }

  @Override
  public Integer call() {
    CommandLine root = spec.root().commandLine();
    declarePassThroughFlags(root);
    String script = AutoComplete.bash("kaiwo", root);
    if (shell == Shell.ZSH) {
      // zsh runs bash completion functions through its bashcompinit compatibility layer.
      context.out().println("autoload -U +X compinit && compinit");
      context.out().println("autoload -U +X bashcompinit && bashcompinit");
    }
    context.out().print(script);
    context.out().flush();
    return ExitCodes.OK;
  }

  /**
   * Adds the flags of {@link PassThroughFlags} commands as options, in this process's model only
   * (it just prints the script), so that the script completes them like any other option.
   */
  private static void declarePassThroughFlags(CommandLine command) {
    if (command.getCommand() instanceof PassThroughFlags passThrough) {
      passThrough.passThroughFlags().stream()
          .map(CompletionCommand::option)
          .forEach(command.getCommandSpec()::addOption);
    }
    // Aliases map to the same command: visit each once.
    command.getSubcommands().values().stream()
        .distinct()
        .forEach(CompletionCommand::declarePassThroughFlags);
  }

  /**
   * picocli's script lists an option as a flag (completing the next word as a new argument) only if
   * its type is boolean, whatever its arity; any other type makes it wait for a value. The boolean
   * keeps an optional value because the gateway also takes {@code --auth false}.
   */
  private static OptionSpec option(PassThroughFlags.Flag flag) {
    if (!flag.takesValue()) {
      return OptionSpec.builder(flag.name()).arity("0..1").type(boolean.class).build();
    }
    // picocli names the script's variable of candidates after the parameter label: one per flag.
    OptionSpec.Builder option =
        OptionSpec.builder(flag.name())
            .arity("1")
            .paramLabel(
                flag.name().replaceFirst("^-+", "").replace('-', '_').toUpperCase(Locale.ROOT));
    return flag.choices().isEmpty()
        ? option.build()
        : option.completionCandidates(flag.choices()).build();
  }
}
