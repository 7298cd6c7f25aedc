package ai.silogen.kaiwo.operator.render;

/**
 * Input that cannot be rendered; the message names the file, the document and the field, e.g.
 * {@code job.yaml document 2 (KaiwoJob train): spec.gpus: expected an integer, got "many"}.
 */
public final class RenderException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  public RenderException(String message) {
    super(message);
  }

  public RenderException(String message, Throwable cause) {
    super(message, cause);
  }
}
