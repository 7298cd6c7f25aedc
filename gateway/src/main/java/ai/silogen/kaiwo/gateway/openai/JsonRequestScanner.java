package ai.silogen.kaiwo.gateway.openai;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamReadException;
import java.io.IOException;

/**
 * One streaming pass over a JSON request body. It validates the syntax of the whole document but
 * materialises only the {@code model} string; for the prefix it records where the first user
 * message's content (or the first prompt) starts, to be decoded later if the model's strategy needs
 * it.
 */
final class JsonRequestScanner {
  private final JsonFactory factory;

  JsonRequestScanner(JsonFactory factory) {
    this.factory = factory;
  }

  ParsedRequest scan(RequestKind kind, byte[] body) {
    try (JsonParser parser = factory.createParser(body)) {
      if (parser.nextToken() != JsonToken.START_OBJECT) {
        throw OpenAiError.badRequest("request body must be a JSON object");
      }
      Fields fields = new Fields();
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        String name = parser.currentName();
        JsonToken value = parser.nextToken();
        switch (name) {
          case "model" -> fields.readModel(parser, value);
          case "stream" -> fields.stream = value == JsonToken.VALUE_TRUE;
          case "messages" -> {
            if (kind == RequestKind.CHAT_COMPLETIONS) {
              fields.prefixAt = firstUserContent(parser, value);
            } else {
              parser.skipChildren();
            }
          }
          case "prompt" -> {
            if (kind == RequestKind.COMPLETIONS) {
              fields.prefixAt = firstPrompt(parser, value);
            } else {
              parser.skipChildren();
            }
          }
          default -> parser.skipChildren();
        }
      }
      if (parser.nextToken() != null) {
        throw OpenAiError.badRequest("invalid JSON body: unexpected content after the object");
      }
      if (fields.model == null || fields.model.isEmpty()) {
        throw OpenAiError.missingModel();
      }
      return ParsedRequest.of(
          kind,
          fields.model,
          fields.stream,
          body,
          new JsonBody(factory, fields.modelStart, fields.modelEnd, fields.prefixAt));
    } catch (StreamReadException e) {
      throw OpenAiError.badRequest("invalid JSON body: " + e.getOriginalMessage());
    } catch (IOException e) {
      throw OpenAiError.internal(e); // reading a byte array does not do I/O
    }
  }

  /** Offset of the content of the first message with role {@code user}, or -1. */
  private static int firstUserContent(JsonParser parser, JsonToken value) throws IOException {
    if (value != JsonToken.START_ARRAY) {
      return skip(parser);
    }
    int found = -1;
    boolean userSeen = false;
    while (parser.nextToken() != JsonToken.END_ARRAY) {
      if (userSeen || parser.currentToken() != JsonToken.START_OBJECT) {
        parser.skipChildren();
        continue;
      }
      String role = null;
      int content = -1;
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        String field = parser.currentName();
        JsonToken token = parser.nextToken();
        if (field.equals("role") && token == JsonToken.VALUE_STRING) {
          role = parser.getText();
        } else if (field.equals("content") && (role == null || role.equals("user"))) {
          // The role may come after the content; remember where the content starts either way.
          content = offset(parser);
          parser.skipChildren();
        } else {
          parser.skipChildren();
        }
      }
      if ("user".equals(role)) {
        userSeen = true;
        found = content;
      }
    }
    return found;
  }

  /** Offset of the prompt string, or of the first string of a prompt list; else -1. */
  private static int firstPrompt(JsonParser parser, JsonToken value) throws IOException {
    if (value == JsonToken.VALUE_STRING) {
      return offset(parser);
    }
    if (value != JsonToken.START_ARRAY) {
      return skip(parser);
    }
    int found = -1;
    JsonToken first = parser.nextToken();
    if (first == JsonToken.VALUE_STRING) {
      found = offset(parser);
    }
    if (first != JsonToken.END_ARRAY) {
      parser.skipChildren();
      while (parser.nextToken() != JsonToken.END_ARRAY) {
        parser.skipChildren();
      }
    }
    return found;
  }

  private static int skip(JsonParser parser) throws IOException {
    parser.skipChildren();
    return -1;
  }

  private static int offset(JsonParser parser) {
    return (int) parser.currentTokenLocation().getByteOffset();
  }

  /** What the scan found at the top level. */
  private static final class Fields {
    String model;
    int modelStart = -1;
    int modelEnd = -1;
    boolean stream;
    int prefixAt = -1;

    void readModel(JsonParser parser, JsonToken value) throws IOException {
      if (value != JsonToken.VALUE_STRING) {
        throw OpenAiError.invalidField("model", "'model' must be a string");
      }
      if (model != null) {
        // Proxies and backends disagree on which duplicate wins; refuse rather than guess.
        throw OpenAiError.invalidField("model", "duplicate 'model' field");
      }
      modelStart = offset(parser);
      model = parser.getText();
      modelEnd = (int) parser.currentLocation().getByteOffset();
    }
  }
}
