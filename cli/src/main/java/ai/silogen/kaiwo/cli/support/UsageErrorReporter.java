package ai.silogen.kaiwo.cli.support;

import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Reports a wrong command line in two or three lines (what is wrong, what was probably meant, where
 * to read more) instead of the full usage text, which would push the error off the screen.
 */
public final class UsageErrorReporter implements IParameterExceptionHandler {

  @Override
  public int handleParseException(ParameterException e, String[] args) {
    CommandLine commandLine = e.getCommandLine();
    String command = commandLine.getCommandSpec().qualifiedName();
    PrintWriter err = commandLine.getErr();
    if (e instanceof UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
      boolean unknownCommand =
          !unmatched.isUnknownOption() && !commandLine.getSubcommands().isEmpty();
      err.println(
          "error: "
              + (unknownCommand
                  ? "unknown command '" + unmatched.getUnmatched().get(0) + "'"
                  : e.getMessage()));
      List<String> suggestions = unmatched.getSuggestions();
      // Commands come ranked by similarity, the rest weakly alike ('gpus' for 'queus'); options
      // come unranked, as those sharing the first two letters.
      didYouMean(
              unknownCommand ? command + " " : "",
              unknownCommand ? suggestions.stream().limit(1).toList() : suggestions)
          .ifPresent(err::println);
    } else {
      err.println("error: " + e.getMessage());
    }
    err.println("hint: see '" + command + " --help'");
    err.flush();
    return ExitCodes.USAGE;
  }

  /** The suggestions as a question, each prefixed with {@code prefix} (the command's name). */
  private static Optional<String> didYouMean(String prefix, List<String> suggestions) {
    if (suggestions.isEmpty()) {
      return Optional.empty();
    }
    String choices =
        suggestions.stream().map(s -> "'" + prefix + s + "'").collect(Collectors.joining(" or "));
    return Optional.of("Did you mean " + choices + "?");
  }
}
