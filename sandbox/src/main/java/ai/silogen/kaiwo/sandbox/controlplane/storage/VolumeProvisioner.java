package ai.silogen.kaiwo.sandbox.controlplane.storage;

import ai.silogen.kaiwo.api.events.EventRecorder;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ControllerComponent;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKey;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKeys;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.Result;
import io.fabric8.kubernetes.api.model.ObjectReference;
import io.fabric8.kubernetes.api.model.PersistentVolume;
import io.fabric8.kubernetes.api.model.PersistentVolumeBuilder;
import io.fabric8.kubernetes.api.model.PersistentVolumeClaim;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.storage.StorageClass;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.informers.SharedIndexInformer;
import java.net.HttpURLConnection;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * Stand-in for the persistent-volume controller together with a dynamic provisioner: creates the
 * default StorageClass {@code standard} at start, provisions a PersistentVolume for every pending
 * claim of an existing class and binds the two, and deletes the volume of a deleted claim when its
 * reclaim policy is {@code Delete}. Claims of a class that does not exist stay Pending with a
 * {@code ProvisioningFailed} event and are retried when StorageClasses change. Every class is
 * provisioned as if {@code volumeBindingMode} were {@code Immediate}.
 */
public final class VolumeProvisioner extends ControllerComponent {

  private final Clock clock;
  private SharedIndexInformer<PersistentVolumeClaim> claims;
  private SharedIndexInformer<StorageClass> classes;
  private SharedIndexInformer<PersistentVolume> volumes;
  private EventRecorder events;

  public VolumeProvisioner(Clock clock) {
    super("volume-provisioner", 1);
    this.clock = clock;
  }

  @Override
  protected void onStart(KubernetesClient client) {
    events = closeOnStop(new EventRecorder(client, "persistentvolume-controller", null, clock));
    if (client.storage().v1().storageClasses().withName(Volumes.DEFAULT_CLASS).get() == null) {
      client.storage().v1().storageClasses().resource(Volumes.defaultStorageClass()).create();
    }
    claims = inform(client.persistentVolumeClaims().inAnyNamespace(), ObjectKeys::self);
    classes = inform(client.storage().v1().storageClasses(), storageClass -> pendingClaims());
    volumes = inform(client.persistentVolumes(), volume -> claimOf(volume).stream().toList());
  }

  @Override
  protected Result reconcile(ObjectKey key) {
    PersistentVolumeClaim claim = claims.getStore().getByKey(key.storeKey());
    if (claim == null) {
      releaseVolumes(key);
      return Result.done();
    }
    if (claim.getStatus() != null && "Bound".equals(claim.getStatus().getPhase())) {
      return Result.done();
    }
    Optional<String> className = Volumes.className(claim, classes.getStore().list());
    if (className.isEmpty()) {
      events.normal(
          claim,
          "FailedBinding",
          "no persistent volumes available for this claim and no storage class is set");
      return Result.done();
    }
    StorageClass storageClass = classes.getStore().getByKey(className.get());
    if (storageClass == null) {
      events.warning(
          claim,
          "ProvisioningFailed",
          "storageclass.storage.k8s.io \"%s\" not found".formatted(className.get()));
      return Result.done();
    }
    Optional<Quantity> size = Volumes.requestedSize(claim);
    if (size.isEmpty()) {
      events.warning(
          claim,
          "ProvisioningFailed",
          "spec.resources.requests.storage: the claim must request a storage size");
      return Result.done();
    }
    PersistentVolume desired = Volumes.volumeFor(claim, storageClass, size.get());
    PersistentVolume volume = volumes.getStore().getByKey(desired.getMetadata().getName());
    if (volume == null) {
      volume = provision(desired);
      events.normal(
          claim,
          "ProvisioningSucceeded",
          "Successfully provisioned volume " + volume.getMetadata().getName());
    }
    PersistentVolumeClaim bound = claim;
    if (!volume.getMetadata().getName().equals(claim.getSpec().getVolumeName())) {
      bound =
          client()
              .persistentVolumeClaims()
              .inNamespace(key.namespace())
              .resource(Volumes.boundSpec(claim, volume, storageClass.getProvisioner()))
              .update();
    }
    client()
        .persistentVolumeClaims()
        .inNamespace(key.namespace())
        .resource(Volumes.boundStatus(bound, volume))
        .updateStatus();
    return Result.done();
  }

  /** Creates the volume (or takes the one a previous attempt created) and marks it Bound. */
  private PersistentVolume provision(PersistentVolume desired) {
    PersistentVolume volume;
    try {
      volume = client().persistentVolumes().resource(desired).create();
    } catch (KubernetesClientException e) {
      if (e.getCode() != HttpURLConnection.HTTP_CONFLICT) {
        throw e;
      }
      volume = client().persistentVolumes().withName(desired.getMetadata().getName()).get();
    }
    if (volume.getStatus() == null || !"Bound".equals(volume.getStatus().getPhase())) {
      volume =
          client()
              .persistentVolumes()
              .resource(
                  new PersistentVolumeBuilder(volume)
                      .withNewStatus()
                      .withPhase("Bound")
                      .endStatus()
                      .build())
              .updateStatus();
    }
    return volume;
  }

  /** Deletes the volumes of a deleted claim that are to be deleted with it. */
  private void releaseVolumes(ObjectKey claim) {
    for (PersistentVolume volume : volumes.getStore().list()) {
      if (claimOf(volume).filter(claim::equals).isPresent()
          && "Delete".equals(volume.getSpec().getPersistentVolumeReclaimPolicy())) {
        client().persistentVolumes().resource(volume).delete();
      }
    }
  }

  private List<ObjectKey> pendingClaims() {
    return claims.getStore().list().stream()
        .filter(c -> c.getStatus() == null || !"Bound".equals(c.getStatus().getPhase()))
        .map(ObjectKey::of)
        .toList();
  }

  private static Optional<ObjectKey> claimOf(PersistentVolume volume) {
    ObjectReference ref = volume.getSpec() == null ? null : volume.getSpec().getClaimRef();
    return ref == null || ref.getName() == null
        ? Optional.empty()
        : Optional.of(new ObjectKey(ref.getNamespace(), ref.getName()));
  }
}
