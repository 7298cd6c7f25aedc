package ai.silogen.kaiwo.cli.testing;

/** Small manifests for tests, written as users write them. */
public final class Manifests {

  private Manifests() {}

  /** A KaiwoJob on {@code gpus} AMD GPUs whose pods run for the cluster's default time. */
  public static String gpuJob(String name, int gpus) {
    return """
        apiVersion: kaiwo.silogen.ai/v1alpha1
        kind: KaiwoJob
        metadata:
          name: %s
        spec:
          user: alice@example.com
          gpus: %d
          image: busybox
          entrypoint: |
            echo start
            echo done
        """
        .formatted(name, gpus);
  }

  /**
   * A CPU KaiwoJob whose container reads {@code HF_TOKEN} from Secret {@code hf-token}; it stays
   * waiting unless the test creates the Secret, so it holds no GPU that other tests need.
   */
  public static String jobNeedingSecret(String name) {
    return gpuJob(name, 0)
        .replace(
            "  image: busybox",
            "  env:\n"
                + "    - name: HF_TOKEN\n"
                + "      valueFrom: {secretKeyRef: {name: hf-token, key: token}}\n"
                + "  image: busybox");
  }

  /** A KaiwoJob whose pod exits with code 1. */
  public static String failingJob(String name) {
    return gpuJob(name, 0)
        .replace(
            "metadata:\n  name: " + name,
            "metadata:\n  name: "
                + name
                + "\n  annotations:\n    sandbox.kaiwo.silogen.ai/exit-code: \"1\"");
  }

  /** A KaiwoService on {@code gpus} AMD GPUs whose pods run until deleted. */
  public static String service(String name, int gpus) {
    return """
        apiVersion: kaiwo.silogen.ai/v1alpha1
        kind: KaiwoService
        metadata:
          name: %s
        spec:
          user: alice@example.com
          gpus: %d
          image: nginx
        """
        .formatted(name, gpus);
  }

  /** A CPU model on vLLM with one replica always up. */
  public static String cpuModel(String name) {
    return model(name, "TextGeneration", "hf://Qwen/Qwen2.5-0.5B-Instruct", "VLLM");
  }

  /** A CPU model serving embeddings only (Infinity, which has no chat endpoint), always up. */
  public static String embeddingModel(String name) {
    return model(name, "TextEmbedding", "hf://BAAI/bge-small-en-v1.5", "Infinity");
  }

  private static String model(String name, String feature, String url, String engine) {
    return """
        apiVersion: kubeai.org/v1
        kind: Model
        metadata: {name: %s}
        spec:
          features: [%s]
          url: %s
          engine: %s
          resourceProfile: cpu:1
          minReplicas: 1
        """
        .formatted(name, feature, url, engine);
  }
}
