package ai.silogen.kaiwo.enginesim.config;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Splits vLLM-style command-line arguments into named values. Understands {@code --name=value},
 * {@code --name value}, switches ({@code --name}, {@code --no-name}) and the list flag {@code
 * --served-model-name a b}. Names are normalised to dashes ({@code --max_num_seqs} ≡ {@code
 * --max-num-seqs}); positional arguments are skipped, and so is the value following an unknown
 * flag, so that arguments meant for the real server do not derail parsing.
 */
final class ArgScanner {

  /** One recognised argument; {@code name} has no leading dashes. */
  record Arg(String name, String value) {
    /** The flag as the user wrote it, for error messages. */
    String flag() {
      return "--" + name;
    }
  }

  private ArgScanner() {}

  static List<Arg> scan(
      List<String> args, Set<String> valueFlags, Set<String> switchFlags, Set<String> listFlags) {
    List<Arg> result = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      String token = args.get(i);
      if (!token.startsWith("--") || token.length() == 2) {
        continue;
      }
      int eq = token.indexOf('=');
      String name = (eq < 0 ? token.substring(2) : token.substring(2, eq)).replace('_', '-');
      String inline = eq < 0 ? null : token.substring(eq + 1);
      if (switchFlags.contains(name)) {
        result.add(new Arg(name, inline == null ? "true" : inline));
      } else if (name.startsWith("no-") && switchFlags.contains(name.substring(3))) {
        result.add(new Arg(name.substring(3), "false"));
      } else if (listFlags.contains(name) && inline == null) {
        List<String> values = new ArrayList<>();
        while (i + 1 < args.size() && !args.get(i + 1).startsWith("--")) {
          values.add(args.get(++i));
        }
        result.add(new Arg(name, requireValue(name, String.join(",", values))));
      } else if (valueFlags.contains(name) || listFlags.contains(name)) {
        if (inline == null) {
          inline = i + 1 < args.size() && !args.get(i + 1).startsWith("--") ? args.get(++i) : "";
        }
        result.add(new Arg(name, requireValue(name, inline)));
      } else if (inline == null && i + 1 < args.size() && !args.get(i + 1).startsWith("--")) {
        i++; // an unknown flag's value
      }
    }
    return result;
  }

  private static String requireValue(String name, String value) {
    if (value.isBlank()) {
      throw new EngineConfigException("--" + name, "missing value");
    }
    return value;
  }
}
