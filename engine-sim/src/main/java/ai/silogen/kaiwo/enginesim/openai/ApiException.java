package ai.silogen.kaiwo.enginesim.openai;

/**
 * An error answered to the client in vLLM's OpenAI-compatible shape {@code
 * {"error":{"message","type","param","code"}}}. Thrown by request parsing; carries no stack trace
 * because it is control flow, not a bug.
 */
public final class ApiException extends RuntimeException {

  private final int status;
  private final String type;

  public ApiException(int status, String type, String message) {
    super(message, null, false, false);
    this.status = status;
    this.type = type;
  }

  /** A malformed or invalid request. */
  public static ApiException badRequest(String message) {
    return new ApiException(400, "BadRequestError", message);
  }

  /** vLLM's error type for rejected LoRA admin requests. */
  public static ApiException invalidUserInput(String message) {
    return new ApiException(400, "InvalidUserInput", message);
  }

  /** The requested model is neither served nor a loaded adapter (vLLM's exact message). */
  public static ApiException modelNotFound(String model) {
    return new ApiException(404, "NotFoundError", "The model `" + model + "` does not exist.");
  }

  /** The engine cannot take the request now (queue full, still loading). */
  public static ApiException unavailable(String message) {
    return new ApiException(503, "ServiceUnavailableError", message);
  }

  /** HTTP status code. */
  public int status() {
    return status;
  }

  /** OpenAI/vLLM error type. */
  public String type() {
    return type;
  }
}
