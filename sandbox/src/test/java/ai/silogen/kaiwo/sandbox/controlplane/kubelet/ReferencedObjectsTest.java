package ai.silogen.kaiwo.sandbox.controlplane.kubelet;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.kubelet.ReferencedObjects.Blocker;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.ContainerBuilder;
import io.fabric8.kubernetes.api.model.EnvFromSourceBuilder;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.EnvVarBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.VolumeBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ReferencedObjectsTest {
  /** Secret {@code s3} with two keys and ConfigMap {@code settings} with one; nothing else. */
  private static final ReferencedObjects.Lookup CLUSTER =
      new ReferencedObjects.Lookup() {
        @Override
        public Optional<Set<String>> secretKeys(String name) {
          return Optional.ofNullable(Map.of("s3", Set.of("id", "key")).get(name));
        }

        @Override
        public Optional<Set<String>> configMapKeys(String name) {
          return Optional.ofNullable(Map.of("settings", Set.of("level")).get(name));
        }
      };

  @Test
  void aPodWithoutReferencesOrWithPresentOnesCanStart() {
    assertThat(ReferencedObjects.missing(pod(), CLUSTER)).isEmpty();
    Pod present = pod();
    main(present).getEnv().add(secretEnv("s3", "id", false));
    main(present)
        .getEnvFrom()
        .add(new EnvFromSourceBuilder().withNewConfigMapRef("settings", false).build());
    assertThat(ReferencedObjects.missing(present, CLUSTER)).isEmpty();
  }

  @Test
  void aMissingSecretOrKeyInTheEnvironmentFailsContainerCreation() {
    Pod noSecret = pod();
    main(noSecret).getEnv().add(secretEnv("hf-token", "token", false));
    assertThat(ReferencedObjects.missing(noSecret, CLUSTER))
        .contains(
            new Blocker("CreateContainerConfigError", "Failed", "secret \"hf-token\" not found"));

    Pod noKey = pod();
    main(noKey).getEnv().add(secretEnv("s3", "region", false));
    assertThat(ReferencedObjects.missing(noKey, CLUSTER).map(Blocker::message))
        .contains("couldn't find key region in Secret team-a/s3");
  }

  @Test
  void optionalReferencesNeverBlock() {
    Pod optional = pod();
    main(optional).getEnv().add(secretEnv("hf-token", "token", true));
    main(optional)
        .getEnvFrom()
        .add(new EnvFromSourceBuilder().withNewSecretRef("gone", true).build());
    optional
        .getSpec()
        .getVolumes()
        .add(
            new VolumeBuilder()
                .withName("creds")
                .withNewSecret()
                .withSecretName("gone")
                .withOptional(true)
                .endSecret()
                .build());
    assertThat(ReferencedObjects.missing(optional, CLUSTER)).isEmpty();
  }

  @Test
  void aMissingVolumeSourceKeepsThePodCreatingAndComesFirst() {
    Pod pod = pod();
    main(pod).getEnv().add(secretEnv("hf-token", "token", false));
    pod.getSpec()
        .getVolumes()
        .add(
            new VolumeBuilder()
                .withName("config")
                .withNewConfigMap()
                .withName("settings")
                .addNewItem("verbosity", null, "verbosity")
                .endConfigMap()
                .build());
    assertThat(ReferencedObjects.missing(pod, CLUSTER))
        .contains(
            new Blocker(
                "ContainerCreating",
                "FailedMount",
                "MountVolume.SetUp failed for volume \"config\" : "
                    + "couldn't find key verbosity in ConfigMap team-a/settings"));
  }

  @Test
  void initContainersAreCheckedToo() {
    Pod pod = pod();
    pod.getSpec()
        .getInitContainers()
        .add(
            new ContainerBuilder()
                .withName("init")
                .addNewEnvFrom()
                .withNewConfigMapRef("absent", false)
                .endEnvFrom()
                .build());
    assertThat(ReferencedObjects.missing(pod, CLUSTER).map(Blocker::message))
        .contains("configmap \"absent\" not found");
  }

  @Test
  void referencesAreLookedUpOnlyUntilOneIsMissing() {
    Pod pod = pod();
    main(pod).getEnv().add(secretEnv("hf-token", "token", false));
    main(pod).getEnv().add(secretEnv("s3", "id", false));
    List<String> looked = new ArrayList<>();
    ReferencedObjects.Lookup counting =
        new ReferencedObjects.Lookup() {
          @Override
          public Optional<Set<String>> secretKeys(String name) {
            looked.add(name);
            return CLUSTER.secretKeys(name);
          }

          @Override
          public Optional<Set<String>> configMapKeys(String name) {
            looked.add(name);
            return CLUSTER.configMapKeys(name);
          }
        };

    assertThat(ReferencedObjects.missing(pod, counting)).isPresent();
    assertThat(looked).containsExactly("hf-token");
  }

  private static Container main(Pod pod) {
    return pod.getSpec().getContainers().get(0);
  }

  private static Pod pod() {
    return new PodBuilder()
        .withNewMetadata()
        .withName("train")
        .withNamespace("team-a")
        .endMetadata()
        .withNewSpec()
        .addNewContainer()
        .withName("main")
        .endContainer()
        .endSpec()
        .build();
  }

  private static EnvVar secretEnv(String secret, String key, boolean optional) {
    return new EnvVarBuilder()
        .withName("VALUE")
        .withNewValueFrom()
        .withNewSecretKeyRef(key, secret, optional)
        .endValueFrom()
        .build();
  }
}
