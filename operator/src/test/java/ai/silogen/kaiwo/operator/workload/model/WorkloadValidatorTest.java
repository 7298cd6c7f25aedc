package ai.silogen.kaiwo.operator.workload.model;

import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.job;
import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.service;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.operator.workload.model.InvalidWorkloadException.FieldError;
import org.junit.jupiter.api.Test;

class WorkloadValidatorTest {

  @Test
  void everyProblemNamesItsField() {
    assertThatThrownBy(
            () ->
                ModelFixtures.build(
                    job(
                        """
                        metadata: {name: bad}
                        spec:
                          gpuVendor: intel
                          gpus: -1
                          duration: forever
                          resources: {requests: {cpu: lots}}
                          secretVolumes: [{name: s}]
                          storage:
                            storageEnabled: true
                            accessMode: Sometimes
                            data:
                              storageSize: big
                              download: {git: [{repository: r, targetPath: t}]}
                            huggingFace:
                              preCacheRepos: [{repoId: x}]
                        """)))
        .isInstanceOf(InvalidWorkloadException.class)
        .hasMessageStartingWith("KaiwoJob bad is invalid: ")
        .extracting(
            e -> ((InvalidWorkloadException) e).errors().stream().map(FieldError::path).toList())
        .asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.LIST)
        .containsExactly(
            "spec.gpuVendor",
            "spec.gpus",
            "spec.duration",
            "spec.resources.requests.cpu",
            "spec.secretVolumes[0].secretName",
            "spec.secretVolumes[0].mountPath",
            "spec.storage.accessMode",
            "spec.storage.data.storageSize",
            "spec.storage.huggingFace.storageSize");
  }

  @Test
  void conflictingRuntimesAreRejected() {
    assertThatThrownBy(
            () ->
                ModelFixtures.build(
                    job("metadata: {name: j}\nspec: {job: {spec: {}}, rayJob: {spec: {}}}")))
        .hasMessageContaining("spec.job: cannot be combined with spec.rayJob");
    assertThatThrownBy(
            () -> ModelFixtures.build(job("metadata: {name: j}\nspec: {ray: true, job: {}}")))
        .hasMessageContaining("spec.job: not used with spec.ray: true");
    assertThatThrownBy(
            () ->
                ModelFixtures.build(
                    service("metadata: {name: s}\nspec: {deployment: {}, rayService: {}}")))
        .hasMessageContaining("spec.deployment: cannot be combined with spec.rayService");
  }

  @Test
  void missingNameIsReported() {
    assertThatThrownBy(() -> ModelFixtures.build(job("metadata: {}\nspec: {}")))
        .hasMessageContaining("metadata.name: required");
  }

  @Test
  void downloadsNeedASizedVolume() {
    assertThatThrownBy(
            () ->
                ModelFixtures.build(
                    job(
                        """
                        metadata: {name: d}
                        spec:
                          storage:
                            storageEnabled: true
                            data: {download: {git: [{repository: r, targetPath: t}]}}
                        """)))
        .hasMessageContaining(
            "spec.storage.data.storageSize: required when spec.storage.data.download is set");
  }

  @Test
  void aGpuTotalThatOverflowsAnIntIsInvalidNotZero() {
    assertThatThrownBy(
            () ->
                ModelFixtures.build(
                    job(
                        "metadata: {name: overflow}\n"
                            + "spec: {replicas: 65536, gpusPerReplica: 65536, image: busybox}")))
        .isInstanceOf(InvalidWorkloadException.class)
        .hasMessageContaining(
            "spec.gpusPerReplica: spec.replicas × spec.gpusPerReplica = 65536 × 65536 ="
                + " 4294967296 GPUs, more than the 100000 one workload may ask for");
  }

  @Test
  void countsHaveUpperBounds() {
    assertThatThrownBy(
            () ->
                ModelFixtures.build(
                    job("metadata: {name: big}\nspec: {gpus: 2147483647, replicas: 100001}")))
        .hasMessageContaining("spec.gpus: must be at most 100000, got 2147483647")
        .hasMessageContaining("spec.replicas: must be at most 100000, got 100001");
  }

  @Test
  void aUserSelectorThatMissesTheTemplateLabelsIsInvalid() {
    assertThatThrownBy(
            () ->
                ModelFixtures.build(
                    service(
                        """
                        metadata: {name: svc-bad-sel}
                        spec:
                          deployment:
                            spec:
                              selector: {matchLabels: {foo: bar}}
                              template: {metadata: {labels: {other: x}}}
                        """)))
        .isInstanceOf(InvalidWorkloadException.class)
        .hasMessageContaining("spec.deployment.spec.selector: does not match the pod template's");
    assertThatThrownBy(
            () ->
                ModelFixtures.build(
                    job(
                        """
                        metadata: {name: job-bad-sel}
                        spec:
                          job:
                            spec:
                              manualSelector: true
                              selector: {matchExpressions: [{key: foo, operator: Exists}]}
                        """)))
        .hasMessageContaining("spec.job.spec.selector: does not match the pod template's");
  }

  @Test
  void aUserSelectorMatchingTheTemplateOrKaiwosLabelsIsValid() {
    ModelFixtures.build(
        service(
            """
            metadata: {name: sel}
            spec:
              deployment:
                spec:
                  selector: {matchLabels: {foo: bar, app: sel}}
                  template: {metadata: {labels: {foo: bar}}}
            """));
  }
}
