package ai.silogen.kaiwo.cli.completion;

import java.util.List;

/**
 * A command that hands its flags to another parser unparsed ({@code kaiwo gateway}): picocli does
 * not know them, so the completion script is told about them here.
 */
public interface PassThroughFlags {

  /** The flags as typed, e.g. {@code --port}. */
  List<String> passThroughFlags();
}
