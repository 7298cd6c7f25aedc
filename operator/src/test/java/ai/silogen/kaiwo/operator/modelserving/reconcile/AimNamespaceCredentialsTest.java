package ai.silogen.kaiwo.operator.modelserving.reconcile;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.operator.modelserving.spec.NamespaceCredentialRefs;
import io.fabric8.kubernetes.api.model.SecretKeySelector;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class AimNamespaceCredentialsTest {

  @Test
  void readsHuggingFaceS3GcsAndPullSecrets() {
    AIMNamespaceConfig config =
        config(
            "team",
            "2025-01-01T00:00:00Z",
            """
        credentials:
          huggingFaceToken: {secretName: hf, secretKey: token}
          s3:
            - endpointUrl: http://minio:9000
              accessKeyId: {secretName: minio, secretKey: id}
              secretAccessKey: {secretName: minio, secretKey: secret}
            - endpointUrl: http://incomplete
              accessKeyId: {secretName: x, secretKey: id}
          gcs: [{applicationCredentials: {secretName: gcp, secretKey: key.json}}]
        images: {imagePullSecrets: [registry]}
        """);

    NamespaceCredentialRefs refs = AimNamespaceCredentials.refs(config);

    assertThat(refs.huggingFaceToken()).isEqualTo(new SecretKeySelector("token", "hf", false));
    assertThat(refs.s3())
        .singleElement()
        .satisfies(
            s3 -> {
              assertThat(s3.endpointUrl()).isEqualTo("http://minio:9000");
              assertThat(s3.secretAccessKey().getName()).isEqualTo("minio");
            });
    assertThat(refs.gcsServiceAccount().getKey()).isEqualTo("key.json");
    assertThat(refs.imagePullSecrets()).containsExactly("registry");
  }

  @Test
  void theOldestConfigOfANamespaceWins() {
    AIMNamespaceConfig newer =
        config(
            "b",
            "2025-02-01T00:00:00Z",
            "credentials: {huggingFaceToken: {secretName: newer, secretKey: t}}");
    AIMNamespaceConfig older =
        config(
            "a",
            "2025-01-01T00:00:00Z",
            "credentials: {huggingFaceToken: {secretName: older, secretKey: t}}");

    NamespaceCredentialRefs refs =
        new AimNamespaceCredentials(ns -> Stream.of(newer, older)).lookup("team");

    assertThat(refs.huggingFaceToken().getName()).isEqualTo("older");
    assertThat(new AimNamespaceCredentials(ns -> Stream.empty()).lookup("team"))
        .isEqualTo(NamespaceCredentialRefs.none());
  }

  private static AIMNamespaceConfig config(String name, String created, String spec) {
    String indented = spec.lines().map(l -> "  " + l).reduce("", (a, b) -> a + b + "\n");
    return ApiSerialization.read(
        """
        apiVersion: config.kaiwo.silogen.ai/v1alpha1
        kind: AIMNamespaceConfig
        metadata: {name: %s, namespace: team, creationTimestamp: "%s"}
        spec:
        %s"""
            .formatted(name, created, indented),
        AIMNamespaceConfig.class);
  }
}
