package ai.silogen.kaiwo.cli.portforward;

import ai.silogen.kaiwo.cli.support.ExitCodes;
import ai.silogen.kaiwo.cli.support.UserError;

/**
 * {@code [LOCAL:]REMOTE}: the pod port to reach and the local port to listen on (the same by
 * default; 0 picks a free one).
 */
record PortSpec(int local, int remote) {

  static PortSpec parse(String text) {
    String[] parts = text.split(":", -1);
    try {
      if (parts.length == 1) {
        int port = Integer.parseInt(parts[0]);
        return checked(new PortSpec(port, port), text);
      }
      if (parts.length == 2) {
        int local = parts[0].isEmpty() ? 0 : Integer.parseInt(parts[0]);
        return checked(new PortSpec(local, Integer.parseInt(parts[1])), text);
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw invalid(text);
  }

  private static PortSpec checked(PortSpec spec, String text) {
    if (spec.local < 0 || spec.local > 65535 || spec.remote < 1 || spec.remote > 65535) {
      throw invalid(text);
    }
    return spec;
  }

  private static UserError invalid(String text) {
    return new UserError(
        "'" + text + "' is not a port or LOCAL:REMOTE pair",
        "e.g. 8000, 8080:8000, or :8000 for any free local port",
        ExitCodes.USAGE);
  }
}
