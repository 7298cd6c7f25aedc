package ai.silogen.kaiwo.enginesim.openai;

import ai.silogen.kaiwo.enginesim.model.Tokenizer;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * A parsed {@code POST /v1/embeddings} request.
 *
 * @param model requested model, or {@code null} for the default
 * @param inputs the texts to embed, in order
 * @param dimensions requested vector length, or {@code null} for the engine default
 * @param base64 whether vectors are returned as base64 little-endian float32 ({@code
 *     encoding_format: "base64"}, the OpenAI Python client's default)
 */
public record EmbeddingParams(
    String model, List<Input> inputs, Integer dimensions, boolean base64) {

  /**
   * One input: its text (token-id inputs are rendered as their ids) and its length in tokens.
   *
   * @param text the text to embed
   * @param tokens its token count
   */
  public record Input(String text, int tokens) {}

  /** Parses the body; {@code input} is a string, strings, token ids or arrays of token ids. */
  public static EmbeddingParams parse(JsonNode body) {
    JsonNode input = body.get("input");
    List<Input> inputs = new ArrayList<>();
    if (input != null && input.isTextual()) {
      inputs.add(text(input.textValue()));
    } else if (input != null && input.isArray() && !input.isEmpty()) {
      if (input.get(0).isIntegralNumber()) {
        inputs.add(tokenIds(input));
      } else {
        for (JsonNode element : input) {
          inputs.add(element.isTextual() ? text(element.textValue()) : tokenIds(element));
        }
      }
    } else {
      throw invalidInput();
    }
    String format = Fields.optionalString(body, "encoding_format");
    if (format != null && !format.equals("float") && !format.equals("base64")) {
      throw ApiException.badRequest("'encoding_format' must be \"float\" or \"base64\"");
    }
    return new EmbeddingParams(
        Fields.optionalString(body, "model"),
        List.copyOf(inputs),
        Fields.optionalPositiveInt(body, "dimensions"),
        "base64".equals(format));
  }

  /** Total tokens over all inputs. */
  public int totalTokens() {
    return inputs.stream().mapToInt(Input::tokens).sum();
  }

  private static Input text(String text) {
    return new Input(text, Tokenizer.countTokens(text));
  }

  private static Input tokenIds(JsonNode ids) {
    if (!ids.isArray() || ids.isEmpty()) {
      throw invalidInput();
    }
    StringBuilder text = new StringBuilder();
    for (JsonNode id : ids) {
      if (!id.isIntegralNumber()) {
        throw invalidInput();
      }
      text.append(id.longValue()).append(' ');
    }
    return new Input(text.toString(), ids.size());
  }

  private static ApiException invalidInput() {
    return ApiException.badRequest(
        "'input' must be a string, an array of strings or an array of token ids");
  }
}
