package ai.silogen.kaiwo.operator.modelserving.config;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;

/**
 * One RFC 6902 operation, e.g. {@code {op: replace, path: /spec/containers/0/image, value: x}}.
 *
 * @param op add, remove, replace, move, copy or test
 * @param path JSON pointer of the target
 * @param from JSON pointer of the source (move and copy)
 * @param value the value (add, replace and test)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record JsonPatchOperation(String op, String path, String from, JsonNode value) {

  /** The operations RFC 6902 defines. */
  public static final Set<String> OPERATIONS =
      Set.of("add", "remove", "replace", "move", "copy", "test");

  /** What is wrong with this operation, or {@code null} when it is well formed. */
  public String problem() {
    if (op == null || !OPERATIONS.contains(op)) {
      return "op must be one of add, remove, replace, move, copy, test; got " + op;
    }
    if (!isPointer(path)) {
      return "path must be a JSON pointer starting with '/'; got " + path;
    }
    boolean needsFrom = op.equals("move") || op.equals("copy");
    if (needsFrom && !isPointer(from)) {
      return op + " needs 'from', a JSON pointer starting with '/'; got " + from;
    }
    boolean needsValue = op.equals("add") || op.equals("replace") || op.equals("test");
    if (needsValue && value == null) {
      return op + " needs a 'value'";
    }
    return null;
  }

  private static boolean isPointer(String pointer) {
    return pointer != null && (pointer.isEmpty() || pointer.startsWith("/"));
  }
}
