package ai.silogen.kaiwo.operator.workload.model;

import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.job;
import static ai.silogen.kaiwo.operator.workload.model.ModelFixtures.service;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.operator.workload.model.InvalidWorkloadException.FieldError;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import org.junit.jupiter.api.Test;

/**
 * Embedded base objects are read as raw JSON, so a badly typed field inside them cannot fail
 * reading the KaiwoJob or KaiwoService; converting them names the field instead.
 */
class EmbeddedObjectsTest {

  private static final String BAD_SERVICE = TestFiles.invalid("embedded-service.yaml");

  @Test
  void aBadlyTypedEmbeddedFieldDoesNotFailReadingTheObject() {
    KaiwoService read = ApiSerialization.read(BAD_SERVICE, KaiwoService.class);
    assertThat(read.getSpec().getDeployment().path("spec").path("template").isObject()).isTrue();
  }

  @Test
  void conversionNamesTheFieldPathAndWhatWasWrong() {
    KaiwoService read = ApiSerialization.read(BAD_SERVICE, KaiwoService.class);
    assertThat(EmbeddedObjects.errors(read.getSpec()))
        .containsExactly(
            new FieldError(
                "spec.deployment.spec.template.spec.terminationGracePeriodSeconds",
                "expected an integer, got string \"30s\""));
  }

  @Test
  void theWorkloadIsInvalidWithTheFieldNamed() {
    assertThatThrownBy(
            () ->
                ModelFixtures.build(
                    job(
                        """
                        metadata: {name: emb}
                        spec:
                          image: busybox
                          job: {spec: {parallelism: two, template: {spec: {containers: [{name: m}]}}}}
                        """)))
        .isInstanceOf(InvalidWorkloadException.class)
        .hasMessageContaining("spec.job.spec.parallelism: expected an integer, got string \"two\"");
  }

  @Test
  void everyBadEmbeddedObjectIsReported() {
    KaiwoJob both =
        job(
            """
            metadata: {name: both}
            spec:
              job: {spec: {backoffLimit: [1]}}
              rayJob: {spec: {shutdownAfterJobFinishes: {a: b}}}
            """);
    assertThat(EmbeddedObjects.errors(both.getSpec()))
        .extracting(FieldError::path)
        .containsExactly("spec.job.spec.backoffLimit", "spec.rayJob.spec.shutdownAfterJobFinishes");
  }

  @Test
  void aValidEmbeddedObjectConvertsWithItsUnknownFields() {
    KaiwoService valid =
        service(
            """
            metadata: {name: ok}
            spec:
              deployment:
                spec:
                  minReadySeconds: 5
                  futureField: {kept: true}
            """);
    Deployment deployment = EmbeddedObjects.deployment(valid.getSpec()).orElseThrow();
    assertThat(deployment.getSpec().getMinReadySeconds()).isEqualTo(5);
    assertThat(deployment.getSpec().getAdditionalProperties()).containsKey("futureField");
    assertThat(EmbeddedObjects.errors(valid.getSpec())).isEmpty();
  }

  @Test
  void nullCountsAsAbsent() {
    KaiwoService none = service("metadata: {name: n}\nspec: {deployment: null}");
    assertThat(EmbeddedObjects.deployment(none.getSpec())).isEmpty();
    assertThat(ModelFixtures.build(none).workload()).isInstanceOf(Deployment.class);
  }
}
