package ai.silogen.kaiwo.operator.modelserving.adapters;

/** vLLM's runtime LoRA API of one server. */
public interface AdapterClient {

  /**
   * Loads an adapter; an adapter that is already loaded counts as loaded.
   *
   * @param baseUrl {@code http://ip:port} of the server
   * @throws AdapterException when the server refuses or cannot be reached
   */
  void load(String baseUrl, String name, String loraPath) throws AdapterException;

  /** Unloads an adapter; one the server does not know counts as unloaded. */
  void unload(String baseUrl, String name) throws AdapterException;

  /** A failed call, with the server's answer. */
  final class AdapterException extends Exception {
    public AdapterException(String message) {
      super(message);
    }

    public AdapterException(String message, Throwable cause) {
      super(message, cause);
    }
  }
}
