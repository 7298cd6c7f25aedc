package ai.silogen.kaiwo.sandbox.controlplane.storage;

import io.fabric8.kubernetes.api.model.PersistentVolume;
import io.fabric8.kubernetes.api.model.PersistentVolumeBuilder;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaimBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.storage.StorageClass;
import io.fabric8.kubernetes.api.model.storage.StorageClassBuilder;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Pure pieces of dynamic provisioning: the default StorageClass, which class a claim uses, the
 * PersistentVolume provisioned for a claim, and the claim once bound to it.
 */
public final class Volumes {

  /** Name of the StorageClass created at start. */
  public static final String DEFAULT_CLASS = "standard";

  /** Provisioner of the sandbox's StorageClass. */
  public static final String PROVISIONER = "sandbox.kaiwo.silogen.ai/local";

  /** Annotation marking the cluster's default StorageClass. */
  public static final String IS_DEFAULT_CLASS = "storageclass.kubernetes.io/is-default-class";

  private static final String STORAGE = "storage";

  private Volumes() {}

  /** The default StorageClass {@code standard}: binds immediately, deletes volumes with claims. */
  public static StorageClass defaultStorageClass() {
    return new StorageClassBuilder()
        .withNewMetadata()
        .withName(DEFAULT_CLASS)
        .addToAnnotations(IS_DEFAULT_CLASS, "true")
        .endMetadata()
        .withProvisioner(PROVISIONER)
        .withReclaimPolicy("Delete")
        .withVolumeBindingMode("Immediate")
        .withAllowVolumeExpansion(true)
        .build();
  }

  /**
   * The class a claim is provisioned from: its {@code storageClassName}, or the default class when
   * it names none (what the DefaultStorageClass admission plugin does on a real cluster). Empty
   * when the claim asks for no class ({@code ""}) or there is no default.
   */
  public static Optional<String> className(
      PersistentVolumeClaim claim, Collection<StorageClass> classes) {
    String named = claim.getSpec().getStorageClassName();
    if (named != null) {
      return named.isEmpty() ? Optional.empty() : Optional.of(named);
    }
    return classes.stream()
        .filter(c -> c.getMetadata().getAnnotations() != null)
        .filter(c -> "true".equals(c.getMetadata().getAnnotations().get(IS_DEFAULT_CLASS)))
        .map(c -> c.getMetadata().getName())
        .sorted()
        .findFirst();
  }

  /** The requested size, empty when the claim does not request storage. */
  public static Optional<Quantity> requestedSize(PersistentVolumeClaim claim) {
    if (claim.getSpec().getResources() == null
        || claim.getSpec().getResources().getRequests() == null) {
      return Optional.empty();
    }
    return Optional.ofNullable(claim.getSpec().getResources().getRequests().get(STORAGE));
  }

  /** The volume provisioned for {@code claim}: named {@code pvc-<claim uid>}, bound to it. */
  public static PersistentVolume volumeFor(
      PersistentVolumeClaim claim, StorageClass storageClass, Quantity size) {
    String name = "pvc-" + claim.getMetadata().getUid();
    return new PersistentVolumeBuilder()
        .withNewMetadata()
        .withName(name)
        .addToAnnotations("pv.kubernetes.io/provisioned-by", storageClass.getProvisioner())
        .endMetadata()
        .withNewSpec()
        .withCapacity(Map.of(STORAGE, size))
        .withAccessModes(accessModes(claim))
        .withNewClaimRef()
        .withApiVersion("v1")
        .withKind("PersistentVolumeClaim")
        .withNamespace(claim.getMetadata().getNamespace())
        .withName(claim.getMetadata().getName())
        .withUid(claim.getMetadata().getUid())
        .endClaimRef()
        .withPersistentVolumeReclaimPolicy(
            storageClass.getReclaimPolicy() == null ? "Delete" : storageClass.getReclaimPolicy())
        .withStorageClassName(storageClass.getMetadata().getName())
        .withVolumeMode(
            claim.getSpec().getVolumeMode() == null
                ? "Filesystem"
                : claim.getSpec().getVolumeMode())
        .withNewHostPath()
        .withPath("/var/lib/kaiwo-sandbox/volumes/" + name)
        .withType("DirectoryOrCreate")
        .endHostPath()
        .endSpec()
        .build();
  }

  /** {@code claim} bound to {@code volume}: the spec and annotations the binder writes. */
  public static PersistentVolumeClaim boundSpec(
      PersistentVolumeClaim claim, PersistentVolume volume, String provisioner) {
    return new PersistentVolumeClaimBuilder(claim)
        .editMetadata()
        .addToAnnotations("pv.kubernetes.io/bind-completed", "yes")
        .addToAnnotations("pv.kubernetes.io/bound-by-controller", "yes")
        .addToAnnotations("volume.kubernetes.io/storage-provisioner", provisioner)
        .addToAnnotations("volume.beta.kubernetes.io/storage-provisioner", provisioner)
        .endMetadata()
        .editSpec()
        .withVolumeName(volume.getMetadata().getName())
        .withStorageClassName(volume.getSpec().getStorageClassName())
        .endSpec()
        .build();
  }

  /** {@code claim} with the status of a bound claim. */
  public static PersistentVolumeClaim boundStatus(
      PersistentVolumeClaim claim, PersistentVolume volume) {
    return new PersistentVolumeClaimBuilder(claim)
        .editOrNewStatus()
        .withPhase("Bound")
        .withAccessModes(volume.getSpec().getAccessModes())
        .withCapacity(volume.getSpec().getCapacity())
        .endStatus()
        .build();
  }

  private static List<String> accessModes(PersistentVolumeClaim claim) {
    List<String> modes = claim.getSpec().getAccessModes();
    return modes == null || modes.isEmpty() ? List.of("ReadWriteOnce") : modes;
  }
}
