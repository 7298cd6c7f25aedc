package ai.silogen.kaiwo.operator.workload.model;

import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaimBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import java.util.ArrayList;
import java.util.List;

/**
 * The PVCs of a workload with storage enabled: {@code <name>-data} when {@code data.storageSize} is
 * set and {@code <name>-hf} when {@code huggingFace.storageSize} is set (the original created the
 * latter only with pre-cached repositories but mounted it whenever sized, leaving pods waiting for
 * a claim that never came). Class and access mode as resolved in {@link StorageLayout}; no class
 * means the cluster's default StorageClass.
 */
public final class StorageClaimsBuilder {

  private StorageClaimsBuilder() {}

  public static List<PersistentVolumeClaim> build(BuildContext context) {
    StorageLayout storage = context.storage();
    List<PersistentVolumeClaim> claims = new ArrayList<>();
    if (storage.hasData()) {
      claims.add(claim(context, storage.dataClaim(), storage.dataSize()));
    }
    if (storage.hasHf()) {
      claims.add(claim(context, storage.hfClaim(), storage.hfSize()));
    }
    return claims;
  }

  private static PersistentVolumeClaim claim(BuildContext context, String name, String size) {
    StorageLayout storage = context.storage();
    return new PersistentVolumeClaimBuilder()
        .withMetadata(
            Ownership.childMetadata(
                context.workload(), name, WorkloadLabels.object(context.workload())))
        .withNewSpec()
        .withAccessModes(storage.accessMode())
        .withStorageClassName(storage.storageClass())
        .withNewResources()
        .addToRequests("storage", new Quantity(size))
        .endResources()
        .endSpec()
        .build();
  }
}
