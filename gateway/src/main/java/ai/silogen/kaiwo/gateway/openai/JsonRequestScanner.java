package ai.silogen.kaiwo.gateway.openai;

import ai.silogen.kaiwo.gateway.openai.JsonCursor.JsonSyntaxException;

/**
 * One pass over a JSON request body. It validates the whole document but materialises only the
 * {@code model} string; for the prefix it records where the first user message's content (or the
 * first prompt) starts, to be decoded later if the model's strategy needs it.
 */
final class JsonRequestScanner {
  private final int maxDepth;

  JsonRequestScanner(int maxDepth) {
    this.maxDepth = maxDepth;
  }

  /** Scans the JSON document {@code body[0, length)}. */
  ParsedRequest scan(RequestKind kind, byte[] body, int length) {
    JsonCursor cursor =
        new JsonCursor(
            body, 0, length, maxDepth, SpecialByteSearch.best().forDocument(body, 0, length));
    Fields fields = new Fields(kind, body, length);
    try {
      if (cursor.peek() != '{') {
        throw OpenAiError.badRequest("request body must be a JSON object");
      }
      cursor.readObject(fields::member);
      if (cursor.peek() != -1) {
        throw OpenAiError.badRequest(
            "invalid JSON body: unexpected content after the object at byte " + cursor.position());
      }
    } catch (JsonSyntaxException e) {
      throw OpenAiError.badRequest("invalid JSON body: " + e.getMessage());
    }
    if (fields.model == null || fields.model.isEmpty()) {
      throw OpenAiError.missingModel();
    }
    return ParsedRequest.of(
        kind,
        fields.model,
        fields.stream,
        body,
        new JsonBody(maxDepth, length, fields.modelStart, fields.modelEnd, fields.prefixAt));
  }

  /** What the scan found at the top level. */
  private static final class Fields {
    private final RequestKind kind;
    private final byte[] body;
    private final int end;
    String model;
    int modelStart = -1;
    int modelEnd = -1;
    boolean stream;
    int prefixAt = -1;

    Fields(RequestKind kind, byte[] body, int end) {
      this.kind = kind;
      this.body = body;
      this.end = end;
    }

    void member(JsonCursor cursor, int nameQuote, int nameEnd) {
      if (is(nameQuote, nameEnd, "model")) {
        readModel(cursor);
      } else if (is(nameQuote, nameEnd, "stream")) {
        readStream(cursor);
      } else if (kind == RequestKind.CHAT_COMPLETIONS && is(nameQuote, nameEnd, "messages")) {
        prefixAt = firstUserContent(cursor);
      } else if (kind == RequestKind.COMPLETIONS && is(nameQuote, nameEnd, "prompt")) {
        prefixAt = firstPrompt(cursor);
      } else {
        cursor.skipValue();
      }
    }

    private boolean is(int nameQuote, int nameEnd, String name) {
      return JsonStrings.equalsAscii(body, nameQuote, nameEnd, name);
    }

    private void readModel(JsonCursor cursor) {
      if (cursor.peek() != '"') {
        cursor.skipValue(); // a body cut short here is bad JSON, not a model of the wrong type
        throw OpenAiError.invalidField("model", "'model' must be a string");
      }
      if (model != null) {
        // Proxies and backends disagree on which duplicate wins; refuse rather than guess.
        throw OpenAiError.invalidField("model", "duplicate 'model' field");
      }
      modelStart = cursor.string();
      modelEnd = cursor.position();
      model = JsonStrings.decode(body, modelStart, end);
    }

    /** {@code true}, {@code false} or {@code null}: KubeAI and OpenAI refuse "true" or 1. */
    private void readStream(JsonCursor cursor) {
      int first = cursor.peek();
      cursor.skipValue(); // a body cut short here is bad JSON, not a stream of the wrong type
      if (first != 't' && first != 'f' && first != 'n') {
        throw OpenAiError.invalidField("stream", "'stream' must be a boolean");
      }
      stream = first == 't';
    }

    /** Offset of the content of the first message with role {@code user}, or -1. */
    private int firstUserContent(JsonCursor cursor) {
      if (cursor.peek() != '[') {
        cursor.skipValue();
        return -1;
      }
      FirstUserMessage first = new FirstUserMessage();
      cursor.readArray(first::element);
      return first.content;
    }

    /** Offset of the prompt string, or of the first string of a prompt list; else -1. */
    private int firstPrompt(JsonCursor cursor) {
      int at = cursor.peek();
      if (at == '"') {
        return cursor.string();
      }
      if (at != '[') {
        cursor.skipValue();
        return -1;
      }
      FirstPrompt first = new FirstPrompt();
      cursor.readArray(first::element);
      return first.found;
    }

    /** Walks {@code messages} until a message with role {@code user} has been read. */
    private final class FirstUserMessage {
      int content = -1;
      boolean found;
      private String role;
      private int candidate;

      void element(JsonCursor cursor) {
        if (found || cursor.peek() != '{') {
          cursor.skipValue();
          return;
        }
        role = null;
        candidate = -1;
        cursor.readObject(this::member);
        if ("user".equals(role)) {
          found = true;
          content = candidate;
        }
      }

      private void member(JsonCursor cursor, int nameQuote, int nameEnd) {
        if (is(nameQuote, nameEnd, "role") && cursor.peek() == '"') {
          role = JsonStrings.decode(body, cursor.string(), end);
        } else if (is(nameQuote, nameEnd, "content") && (role == null || role.equals("user"))) {
          // The role may come after the content; remember where the content starts either way.
          cursor.peek();
          candidate = cursor.position();
          cursor.skipValue();
        } else {
          cursor.skipValue();
        }
      }
    }
  }

  /** The first element of a prompt list, if it is a string. */
  private static final class FirstPrompt {
    int found = -1;
    private boolean first = true;

    void element(JsonCursor cursor) {
      if (first && cursor.peek() == '"') {
        found = cursor.string();
      } else {
        cursor.skipValue();
      }
      first = false;
    }
  }
}
