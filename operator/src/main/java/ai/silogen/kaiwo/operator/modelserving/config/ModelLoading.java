package ai.silogen.kaiwo.operator.modelserving.config;

/**
 * The model loader used by cache Jobs and adapter downloads: an image whose entrypoint {@code
 * /bin/load <source-url> <destination-dir>} understands hf://, s3://, gs:// and oss://.
 *
 * @param image the loader image
 */
public record ModelLoading(String image) {}
