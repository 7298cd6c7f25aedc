package ai.silogen.kaiwo.cli.support;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;

/**
 * Reports a wrong command line in two lines (what is wrong, where to read more) instead of the full
 * usage text, which would push the error off the screen.
 */
public final class UsageErrorReporter implements IParameterExceptionHandler {

  @Override
  public int handleParseException(ParameterException e, String[] args) {
    CommandLine commandLine = e.getCommandLine();
    PrintWriter err = commandLine.getErr();
    err.println("error: " + e.getMessage());
    CommandLine.UnmatchedArgumentException.printSuggestions(e, err);
    err.println("hint: see '" + commandLine.getCommandSpec().qualifiedName() + " --help'");
    err.flush();
    return ExitCodes.USAGE;
  }
}
