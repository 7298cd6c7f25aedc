package ai.silogen.kaiwo.operator.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoStorageConfig;
import org.junit.jupiter.api.Test;

class StorageAliasTest {

  private static final KaiwoStorageConfig DEFAULTS =
      storage("{defaultDataMountPath: /workload, defaultHfMountPath: /hf_cache}");

  /** Storage settings from one line of YAML flow style. */
  private static KaiwoStorageConfig storage(String yaml) {
    // The leading document marker keeps the flow mapping from being taken for JSON.
    return ApiSerialization.read("---\n" + yaml, KaiwoStorageConfig.class);
  }

  @Test
  void dataFillsWhatStorageLeavesUnsetOrAtItsDefault() {
    StorageAlias.Merged merged =
        StorageAlias.merge(
            DEFAULTS,
            storage("{defaultStorageClass: fast, defaultDataMountPath: /data}"),
            DEFAULTS);

    assertThat(merged.storage().getDefaultStorageClass()).isEqualTo("fast");
    assertThat(merged.storage().getDefaultDataMountPath()).isEqualTo("/data");
    assertThat(merged.storage().getDefaultHfMountPath()).isEqualTo("/hf_cache");
    assertThat(merged.taken()).containsExactly("defaultStorageClass", "defaultDataMountPath");
    assertThat(merged.overridden()).isEmpty();
  }

  @Test
  void storageWinsFieldByField() {
    StorageAlias.Merged merged =
        StorageAlias.merge(
            storage("{defaultStorageClass: gold, defaultDataMountPath: /workload}"),
            storage("{defaultStorageClass: fast, defaultDataMountPath: /data}"),
            DEFAULTS);

    assertThat(merged.storage().getDefaultStorageClass()).isEqualTo("gold");
    assertThat(merged.storage().getDefaultDataMountPath()).isEqualTo("/data");
    assertThat(merged.taken()).containsExactly("defaultDataMountPath");
    assertThat(merged.overridden()).containsExactly("defaultStorageClass");
  }

  @Test
  void blankValuesAndDefaultsInDataAreNotSettings() {
    // What the original chart's values.yaml writes.
    StorageAlias.Merged merged =
        StorageAlias.merge(
            storage("{defaultStorageClass: gold, defaultDataMountPath: /mnt}"),
            storage(
                "{defaultStorageClass: '', defaultDataMountPath: /workload,"
                    + " defaultHfMountPath: /hf_cache}"),
            DEFAULTS);

    assertThat(merged.storage().getDefaultStorageClass()).isEqualTo("gold");
    assertThat(merged.storage().getDefaultDataMountPath()).isEqualTo("/mnt");
    assertThat(merged.taken()).isEmpty();
    assertThat(merged.overridden()).isEmpty();
  }

  @Test
  void withoutDataStorageIsUnchangedAndNothingIsModified() {
    KaiwoStorageConfig mine = storage("{defaultStorageClass: ''}");
    KaiwoStorageConfig older = storage("{defaultStorageClass: fast}");

    assertThat(StorageAlias.merge(mine, null, DEFAULTS).storage())
        .usingRecursiveComparison()
        .isEqualTo(mine);
    assertThat(StorageAlias.merge(null, older, DEFAULTS).storage().getDefaultStorageClass())
        .isEqualTo("fast");
    StorageAlias.merge(mine, older, DEFAULTS);
    assertThat(mine.getDefaultStorageClass()).as("the arguments stay as they were").isEmpty();
  }
}
