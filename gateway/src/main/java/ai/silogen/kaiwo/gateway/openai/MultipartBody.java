package ai.silogen.kaiwo.gateway.openai;

/**
 * A multipart body's forwarded form: the {@code model} part removed (faster-whisper rejects the
 * adapter-qualified or namespaced name, and KubeAI strips it too), everything else byte-identical.
 */
record MultipartBody(ForwardBody withoutModel) implements ParsedRequest.BodyForm {

  static ParsedRequest parse(RequestKind kind, byte[] body, String boundary) {
    MultipartForm form = MultipartForm.parse(body, boundary);
    String model = form.field("model").orElse("");
    if (model.isEmpty()) {
      throw OpenAiError.missingModel();
    }
    return ParsedRequest.of(kind, model, false, body, new MultipartBody(form.without("model")));
  }

  @Override
  public String prefix(byte[] body, int maxCodePoints) {
    return "";
  }

  @Override
  public ForwardBody forwardBody(String requestedModel, String forwardedModel) {
    return withoutModel;
  }
}
