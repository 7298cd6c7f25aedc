package ai.silogen.kaiwo.operator.modelserving.testing;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfig;
import ai.silogen.kaiwo.operator.modelserving.config.SystemConfigLoader;

/** Models and system configurations for tests, written as YAML like users write them. */
public final class TestModels {

  /** A small configuration with one profile of each kind the tests need. */
  public static final String CONFIG =
      """
      secretNames: {alibaba: ali, aws: aws-creds, gcp: gcp-creds, huggingface: hf-creds}
      modelLoading: {image: loader:1}
      modelRollouts: {surge: 1}
      modelServers:
        VLLM: {images: {default: vllm:default, nvidia-gpu: vllm:gpu, cpu: vllm:cpu}}
        OLlama: {images: {default: ollama:default}}
        FasterWhisper: {images: {default: whisper:default}}
        Infinity: {images: {default: infinity:default}}
      cacheProfiles:
        fast: {sharedFilesystem: {storageClassName: nfs}}
      resourceProfiles:
        cpu:
          imageName: cpu
          requests: {cpu: "1", memory: 2Gi}
          limits: {memory: 4Gi}
        my-gpu:
          imageName: nvidia-gpu
          requests: {memory: 24Gi}
          limits: {nvidia.com/gpu: "1"}
          nodeSelector: {my-gpu: "true"}
          affinity:
            nodeAffinity:
              requiredDuringSchedulingIgnoredDuringExecution:
                nodeSelectorTerms:
                  - matchExpressions: [{key: my-gpu-key, operator: In, values: [my-gpu-val]}]
          tolerations: [{key: my-gpu-toleration, operator: Exists, effect: NoSchedule}]
          schedulerName: my-scheduler
          runtimeClassName: my-runtime
        unknown-image:
          imageName: does-not-exist
      """;

  private TestModels() {}

  public static SystemConfig config() {
    return SystemConfigLoader.parse(CONFIG, "test");
  }

  /** A Model from YAML; {@code spec} is indented by the caller's text block. */
  public static Model model(String yaml) {
    return ApiSerialization.read(yaml, Model.class);
  }

  /**
   * A VLLM Model {@code m} in namespace {@code ns} (UID {@code uid-1}) serving {@code url} on
   * profile {@code profile}, with {@code extraSpec} lines appended to its spec.
   */
  public static Model vllm(String url, String profile, String... extraSpec) {
    return model("VLLM", url, profile, extraSpec);
  }

  public static Model model(String engine, String url, String profile, String... extraSpec) {
    StringBuilder yaml =
        new StringBuilder(
            """
            apiVersion: kubeai.org/v1
            kind: Model
            metadata: {name: m, namespace: ns, uid: uid-1, generation: 1}
            spec:
            """);
    yaml.append("  engine: ").append(engine).append('\n');
    yaml.append("  url: \"").append(url).append("\"\n");
    yaml.append("  features: [TextGeneration]\n");
    if (profile != null) {
      yaml.append("  resourceProfile: \"").append(profile).append("\"\n");
    }
    for (String line : extraSpec) {
      yaml.append("  ").append(line).append('\n');
    }
    return model(yaml.toString());
  }
}
