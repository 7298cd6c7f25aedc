package ai.silogen.kaiwo.operator.workload.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class WorkloadOptionsTest {

  @Test
  void theEnvironmentNamesTheDownloadImage() {
    WorkloadOptions options =
        WorkloadOptions.fromEnvironment(
            Map.of(WorkloadOptions.DOWNLOADER_IMAGE_VARIABLE, "registry.example.com/kaiwo:v9"));

    assertThat(options.downloaderImage()).isEqualTo("registry.example.com/kaiwo:v9");
    assertThat(options.downloaderArgs()).isEqualTo(WorkloadOptions.defaults().downloaderArgs());
  }

  @Test
  void withoutItOurImageAtThisVersion() {
    assertThat(WorkloadOptions.fromEnvironment(Map.of()).downloaderImage())
        .isEqualTo("ghcr.io/silogen/kaiwo:" + WorkloadOptions.version());
    assertThat(
            WorkloadOptions.fromEnvironment(Map.of(WorkloadOptions.DOWNLOADER_IMAGE_VARIABLE, " "))
                .downloaderImage())
        .isEqualTo(WorkloadOptions.defaults().downloaderImage());
  }
}
