package ai.silogen.kaiwo.api;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.StorageSpec;
import org.junit.jupiter.api.Test;

class StorageSpecTest {

  @Test
  void nothingIsRequestedUnlessStorageIsEnabled() {
    StorageSpec storage =
        storage(
            """
            data: {storageSize: 10Gi, download: {git: [{repository: r, targetPath: t}]}}
            huggingFace: {storageSize: 10Gi, preCacheRepos: [{repoId: a/b}]}
            """);
    assertThat(storage.hasDataVolume()).isFalse();
    assertThat(storage.hasHfVolume()).isFalse();
    assertThat(storage.hasDownloads()).isFalse();
  }

  @Test
  void volumesNeedASize() {
    StorageSpec storage =
        storage("storageEnabled: true\ndata: {mountPath: /d}\nhuggingFace: {storageSize: 5Gi}\n");
    assertThat(storage.hasDataVolume()).isFalse();
    assertThat(storage.hasHfVolume()).isTrue();
    assertThat(storage.hasHfDownloads()).isFalse();
    assertThat(storage.hasDownloads()).isFalse();
  }

  @Test
  void downloadsNeedTheirVolume() {
    StorageSpec objectStorage =
        storage(
            """
            storageEnabled: true
            data:
              storageSize: 10Gi
              download:
                s3: [{endpointUrl: "https://s3", buckets: [{name: b}]}]
            """);
    assertThat(objectStorage.hasObjectStorageDownloads()).isTrue();
    assertThat(objectStorage.hasDownloads()).isTrue();

    StorageSpec hf =
        storage(
            "storageEnabled: true\nhuggingFace: {storageSize: 5Gi, preCacheRepos: [{repoId: a/b}]}\n");
    assertThat(hf.hasHfDownloads()).isTrue();
    assertThat(hf.hasObjectStorageDownloads()).isFalse();
    assertThat(hf.hasDownloads()).isTrue();
  }

  @Test
  void queriesAreNotSerialised() {
    StorageSpec storage = storage("storageEnabled: true\n");
    assertThat(ApiSerialization.toJson(storage)).isEqualTo("{\"storageEnabled\":true}");
    assertThat(ApiSerialization.sameContent(storage, storage("storageEnabled: true\n"))).isTrue();
    assertThat(ApiSerialization.sameContent(storage, storage("storageEnabled: false\n"))).isFalse();
  }

  private static StorageSpec storage(String yaml) {
    return ApiSerialization.read(yaml, StorageSpec.class);
  }
}
