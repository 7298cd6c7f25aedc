package ai.silogen.kaiwo.cli.workload;

import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.support.UserError;

/**
 * A workload named on the command line as {@code <kind>/<name>}, e.g. {@code job/train} or {@code
 * model/llama}.
 */
public record WorkloadRef(WorkloadKind kind, String name) {

  /** Help text of a {@code KIND/NAME} command-line parameter. */
  public static final String HELP = "job/NAME, service/NAME or model/NAME.";

  /** Parses {@code kind/name}; a wrong form or kind is a usage error naming what is accepted. */
  public static WorkloadRef parse(String text) {
    int slash = text.indexOf('/');
    if (slash <= 0 || slash == text.length() - 1 || text.indexOf('/', slash + 1) >= 0) {
      throw new UserError(
          "'" + text + "' is not <kind>/<name>",
          "name a workload like job/train, service/chat or model/llama",
          ExitCodes.USAGE);
    }
    String kindName = text.substring(0, slash);
    WorkloadKind kind =
        WorkloadKind.fromName(kindName)
            .orElseThrow(
                () ->
                    new UserError(
                        "unknown kind '" + kindName + "' in " + text,
                        "use one of: " + WorkloadKind.choices(),
                        ExitCodes.USAGE));
    return new WorkloadRef(kind, text.substring(slash + 1));
  }

  @Override
  public String toString() {
    return kind.cliName() + "/" + name;
  }
}
