package ai.silogen.kaiwo.operator.workload.model;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * Process-level settings of the workload controllers (what cannot come from a cluster's
 * KaiwoConfig): the image and arguments of the storage download Job.
 *
 * @param downloaderImage image of the download Job; it must understand {@code downloaderArgs}
 * @param downloaderArgs arguments of its container; the download config is mounted at {@code
 *     /config/config.yaml}
 */
public record WorkloadOptions(String downloaderImage, List<String> downloaderArgs) {

  /** Where the download Job finds its configuration. */
  public static final String DOWNLOAD_CONFIG_PATH = "/config/config.yaml";

  public WorkloadOptions {
    downloaderArgs = List.copyOf(downloaderArgs);
  }

  /**
   * Names the download image in the operator's environment; the kustomization in {@code deploy/}
   * copies the operator's own image into it, so that retagging the image retags the downloads.
   */
  public static final String DOWNLOADER_IMAGE_VARIABLE = "KAIWO_DOWNLOADER_IMAGE";

  /** Our own image at this build's version, running {@code download /config/config.yaml}. */
  public static WorkloadOptions defaults() {
    return new WorkloadOptions(
        "ghcr.io/silogen/kaiwo:" + version(), List.of("download", DOWNLOAD_CONFIG_PATH));
  }

  /** {@link #defaults()}, with the image of {@value #DOWNLOADER_IMAGE_VARIABLE} when set. */
  public static WorkloadOptions fromEnvironment(Map<String, String> env) {
    WorkloadOptions defaults = defaults();
    String image = env.get(DOWNLOADER_IMAGE_VARIABLE);
    return image == null || image.isBlank()
        ? defaults
        : new WorkloadOptions(image.strip(), defaults.downloaderArgs());
  }

  /** Version of this build, e.g. {@code 0.1.0}. */
  public static String version() {
    Properties properties = new Properties();
    try (InputStream in =
        WorkloadOptions.class.getResourceAsStream(
            "/ai/silogen/kaiwo/operator/version.properties")) {
      if (in != null) {
        properties.load(in);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the operator version", e);
    }
    return properties.getProperty("version", "latest");
  }
}
