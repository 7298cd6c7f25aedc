package ai.silogen.kaiwo.operator.workload.model;

import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.env;
import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.job;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.PodTemplateSpecBuilder;
import io.fabric8.kubernetes.api.model.Volume;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import org.junit.jupiter.api.Test;

/** The common fields, applied through the one shared pod-template mutation. */
class PodTemplateMutatorTest {

  static PodTemplateSpec template(String spec) {
    return template(job("metadata: {name: w}\nspec:\n" + spec.indent(2)), null);
  }

  private static PodTemplateSpec template(KaiwoJob job, String kaiwoConfig) {
    var facts = kaiwoConfig == null ? ModelFixtures.facts() : ModelFixtures.facts(kaiwoConfig);
    Job built = (Job) DesiredStateBuilder.build(job, facts, ModelFixtures.OPTIONS).workload();
    return built.getSpec().getTemplate();
  }

  @Test
  void systemLabelsWinOverPodTemplateSpecLabelsAndObjectLabelsAreCopied() {
    KaiwoJob job =
        job(
            """
            metadata:
              name: w
              labels: {kaiwo.silogen.ai/managed: "true", team: from-object, extra: x}
              annotations:
                foo: bar
                kubectl.kubernetes.io/last-applied-configuration: "{}"
            spec:
              user: "Alice.Smith+ml@Example.com"
              image: busybox
              podTemplateSpecLabels:
                kaiwo.silogen.ai/name: hijacked
                team: from-spec
            """);
    PodTemplateSpec template = template(job, null);
    assertThat(template.getMetadata().getLabels())
        .containsEntry("kaiwo.silogen.ai/name", "w")
        .containsEntry("kaiwo.silogen.ai/user", "alice.smith-ml-example.com")
        .containsEntry("kaiwo.silogen.ai/managed", "true")
        .containsEntry("kaiwo.silogen.ai/run-id", ModelFixtures.UID)
        .containsEntry("team", "from-spec")
        .containsEntry("extra", "x");
    assertThat(template.getMetadata().getAnnotations())
        .containsEntry("foo", "bar")
        .doesNotContainKey("kubectl.kubernetes.io/last-applied-configuration");
  }

  @Test
  void userLabelValuesAreSanitised() {
    assertThat(WorkloadLabels.sanitize("test@amd.com")).isEqualTo("test-amd.com");
    assertThat(WorkloadLabels.sanitize("@@x@@")).isEqualTo("x");
    assertThat(WorkloadLabels.sanitize("a".repeat(80))).hasSize(63);
  }

  @Test
  void topologyAnnotationsRequiredWins() {
    assertThat(
            template("image: x\npreferredTopologyLabel: kaiwo/topology-rack")
                .getMetadata()
                .getAnnotations())
        .containsEntry("kueue.x-k8s.io/podset-preferred-topology", "kaiwo/topology-rack");
    assertThat(
            template(
                    "image: x\npreferredTopologyLabel: kaiwo/topology-rack\n"
                        + "requiredTopologyLabel: kaiwo/topology-block")
                .getMetadata()
                .getAnnotations())
        .containsEntry("kueue.x-k8s.io/podset-required-topology", "kaiwo/topology-block")
        .doesNotContainKey("kueue.x-k8s.io/podset-preferred-topology");
  }

  @Test
  void pullSecretsEnvAndSecretVolumesReachEveryContainer() {
    PodTemplateSpec template =
        template(
            """
            image: x
            imagePullSecrets: [{name: regcred}]
            env:
              - {name: FOO, value: BAR}
              - {name: NUM_REPLICAS, value: "99"}
            secretVolumes:
              - {name: token, secretName: hf, key: token, subPath: hf-token, mountPath: /secrets}
              - {name: all, secretName: certs, mountPath: /certs}
            job:
              spec:
                template:
                  spec:
                    imagePullSecrets: [{name: regcred}]
                    initContainers: [{name: init, image: alpine}]
                    containers:
                      - name: main
                        env: [{name: FOO, value: old}, {name: KEEP, value: "1"}]
            """);
    assertThat(template.getSpec().getImagePullSecrets())
        .singleElement()
        .satisfies(s -> assertThat(s.getName()).isEqualTo("regcred"));
    Container main = template.getSpec().getContainers().get(0);
    Container init = template.getSpec().getInitContainers().get(0);
    assertThat(env(main))
        .containsEntry("FOO", "BAR")
        .containsEntry("KEEP", "1")
        .containsEntry("NUM_REPLICAS", "99")
        .containsEntry("NUM_GPUS", "0");
    assertThat(main.getEnv()).filteredOn(e -> e.getName().equals("FOO")).hasSize(1);
    assertThat(env(init)).containsEntry("FOO", "BAR").doesNotContainKey("NUM_GPUS");
    Volume token = volume(template, "token");
    assertThat(token.getSecret().getSecretName()).isEqualTo("hf");
    assertThat(token.getSecret().getItems())
        .singleElement()
        .satisfies(
            item -> {
              assertThat(item.getKey()).isEqualTo("token");
              assertThat(item.getPath()).isEqualTo("hf-token");
            });
    assertThat(volume(template, "all").getSecret().getItems()).isEmpty();
    for (Container container : new Container[] {main, init}) {
      assertThat(container.getVolumeMounts())
          .anySatisfy(m -> assertThat(m.getMountPath()).isEqualTo("/secrets"))
          .anySatisfy(m -> assertThat(m.getMountPath()).isEqualTo("/certs"));
    }
  }

  @Test
  void sharedMemoryIsAddedUnlessTheContainerMountsItself() {
    PodTemplateSpec generated = template("image: x");
    assertThat(volume(generated, "dshm").getEmptyDir().getMedium()).isEqualTo("Memory");
    assertThat(volume(generated, "dshm").getEmptyDir().getSizeLimit().toString()).isEqualTo("1Gi");
    PodTemplateSpec own =
        template(
            """
            image: x
            job:
              spec:
                template:
                  spec:
                    volumes: [{name: shm, emptyDir: {}}]
                    containers: [{name: c, volumeMounts: [{name: shm, mountPath: /dev/shm}]}]
            """);
    assertThat(own.getSpec().getVolumes()).extracting(Volume::getName).containsExactly("shm");
  }

  @Test
  void gpuModelsBecomeRequiredAffinityAndKeepTheUsersTerms() {
    PodTemplateSpec template =
        template(
            """
            image: x
            gpus: 8
            gpuModels: [mi300x, mi325x]
            job:
              spec:
                template:
                  spec:
                    containers: [{name: c}]
                    affinity:
                      nodeAffinity:
                        requiredDuringSchedulingIgnoredDuringExecution:
                          nodeSelectorTerms:
                            - matchExpressions: [{key: zone, operator: In, values: [a]}]
                            - matchExpressions: [{key: zone, operator: In, values: [b]}]
            """);
    var terms =
        template
            .getSpec()
            .getAffinity()
            .getNodeAffinity()
            .getRequiredDuringSchedulingIgnoredDuringExecution()
            .getNodeSelectorTerms();
    assertThat(terms)
        .hasSize(2)
        .allSatisfy(
            term ->
                assertThat(term.getMatchExpressions())
                    .anySatisfy(
                        e -> {
                          assertThat(e.getKey()).isEqualTo("kaiwo/gpu-model");
                          assertThat(e.getValues()).containsExactly("mi300x", "mi325x");
                        })
                    .anySatisfy(e -> assertThat(e.getKey()).isEqualTo("zone")));
    assertThat(template("image: x\ngpuModels: [mi300x]").getSpec().getAffinity())
        .as("no GPUs, no GPU model constraint")
        .isNull();
  }

  @Test
  void gpuPodsTolerateTheGpuTaintWhenKaiwoTaintsGpuNodes() {
    String config = "nodes: {addTaintsToGpuNodes: true, defaultGpuTaintKey: example.com/gpu}";
    PodTemplateSpec gpu = template(job("metadata: {name: w}\nspec: {image: x, gpus: 1}"), config);
    assertThat(gpu.getSpec().getTolerations())
        .singleElement()
        .satisfies(
            t -> {
              assertThat(t.getKey()).isEqualTo("example.com/gpu");
              assertThat(t.getOperator()).isEqualTo("Exists");
              assertThat(t.getEffect()).isEqualTo("NoSchedule");
            });
    assertThat(
            template(job("metadata: {name: w}\nspec: {image: x}"), config)
                .getSpec()
                .getTolerations())
        .isEmpty();
    assertThat(
            template(job("metadata: {name: w}\nspec: {image: x, gpus: 1}"), null)
                .getSpec()
                .getTolerations())
        .isEmpty();
  }

  @Test
  void inputTemplateIsNeverModified() {
    PodTemplateSpec input =
        new PodTemplateSpecBuilder()
            .withNewSpec()
            .addNewContainer()
            .withName("c")
            .endContainer()
            .endSpec()
            .build();
    PodTemplateMutator.mutate(
        input,
        ModelFixtures.context(job("metadata: {name: w}\nspec: {image: x}")),
        PodRole.WORKLOAD);
    assertThat(input.getSpec().getContainers().get(0).getImage()).isNull();
    assertThat(input.getMetadata()).isNull();
  }

  private static Volume volume(PodTemplateSpec template, String name) {
    return template.getSpec().getVolumes().stream()
        .filter(v -> v.getName().equals(name))
        .findFirst()
        .orElseThrow();
  }
}
