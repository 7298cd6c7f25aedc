package ai.silogen.kaiwo.operator.modelserving.config;

/**
 * Names of the Secrets holding model-source credentials, looked up in each Model's namespace (every
 * key reference is optional, so a missing Secret means anonymous access). A namespace's {@code
 * AIMNamespaceConfig} credentials take precedence.
 *
 * @param huggingface key {@code token}
 * @param aws keys {@code accessKeyID} and {@code secretAccessKey}
 * @param gcp key {@code jsonKeyfile}
 * @param alibaba keys {@code accessKeyID} and {@code accessKeySecret}
 */
public record SecretNames(String huggingface, String aws, String gcp, String alibaba) {}
