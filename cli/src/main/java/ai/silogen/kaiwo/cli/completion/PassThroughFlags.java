package ai.silogen.kaiwo.cli.completion;

import java.util.List;

/**
 * A command that hands its flags to another parser unparsed ({@code kaiwo gateway}): picocli does
 * not know them, so the completion script is told about them here.
 */
public interface PassThroughFlags {

  /**
   * One flag of the other parser.
   *
   * @param name as typed, e.g. {@code --port}
   * @param takesValue false for a boolean that may stand alone: completion then offers the next
   *     flag after it instead of waiting for a value
   * @param choices the values completion offers after the flag; empty for free-form values
   */
  record Flag(String name, boolean takesValue, List<String> choices) {}

  /** The flags, in the order the other parser's help lists them. */
  List<Flag> passThroughFlags();
}
