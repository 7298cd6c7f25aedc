package ai.silogen.kaiwo.operator.workload.lifecycle;

import static ai.silogen.kaiwo.operator.workload.lifecycle.WorkloadCluster.RUN_SECONDS;
import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.operator.workload.model.TestFiles;
import ai.silogen.kaiwo.operator.workload.status.WorkloadConditions;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.kubernetes.api.model.Condition;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Input the API server accepts but Kaiwo cannot use ends up in the status of that one workload,
 * while the operator goes on with every other one.
 */
class InvalidInputLifecycleTest {

  @RegisterExtension static final WorkloadCluster CLUSTER = new WorkloadCluster();

  private static final String BAD_SERVICE = TestFiles.invalid("embedded-service.yaml");

  private static final String BAD_JOB = TestFiles.invalid("embedded-job.yaml");

  @Test
  void badlyTypedEmbeddedFieldsMakeOnlyTheirWorkloadInvalid() {
    String namespace = CLUSTER.namespace();
    KaiwoService service =
        CLUSTER.create(CLUSTER.object(BAD_SERVICE, KaiwoService.class, namespace));
    KaiwoJob badJob = CLUSTER.create(CLUSTER.object(BAD_JOB, KaiwoJob.class, namespace));

    CLUSTER.awaitStatus(service, WorkloadStatus.ERROR);
    assertThat(CLUSTER.condition(service, WorkloadConditions.VALID))
        .satisfies(
            c -> {
              assertThat(c.getStatus()).isEqualTo("False");
              assertThat(c.getMessage())
                  .contains(
                      "spec.deployment.spec.template.spec.terminationGracePeriodSeconds: expected"
                          + " an integer, got string \"30s\"");
            });
    CLUSTER.awaitStatus(badJob, WorkloadStatus.ERROR);
    assertThat(CLUSTER.condition(badJob, WorkloadConditions.VALID).getMessage())
        .contains("spec.job.spec.parallelism: expected an integer, got string \"two\"");
    assertThat(CLUSTER.client().apps().deployments().inNamespace(namespace).withName("emb2").get())
        .isNull();

    KaiwoJob good =
        CLUSTER.create(
            CLUSTER.example(
                "jobs/batch-job.yaml", KaiwoJob.class, namespace, Map.of(RUN_SECONDS, "1")));
    CLUSTER.awaitStatus(good, WorkloadStatus.COMPLETE);

    CLUSTER.edit(
        service,
        current ->
            ((ObjectNode)
                    current.getSpec().getDeployment().path("spec").path("template").path("spec"))
                .put("terminationGracePeriodSeconds", 30));
    org.awaitility.Awaitility.await()
        .atMost(WorkloadCluster.TIMEOUT)
        .until(() -> "True".equals(validStatus(service)));
    assertThat(
            CLUSTER
                .client()
                .apps()
                .deployments()
                .inNamespace(namespace)
                .withName("emb2")
                .get()
                .getSpec()
                .getTemplate()
                .getSpec()
                .getTerminationGracePeriodSeconds())
        .isEqualTo(30L);
  }

  @Test
  void aChildTheApiServerRefusesIsReportedWithItsMessage() {
    String namespace = CLUSTER.namespace();
    KaiwoJob job =
        CLUSTER.create(
            CLUSTER.object(
                """
                apiVersion: kaiwo.silogen.ai/v1alpha1
                kind: KaiwoJob
                metadata: {name: req-gt-lim}
                spec:
                  image: busybox
                  entrypoint: sleep 1
                  resources: {requests: {memory: 64Gi}, limits: {memory: 32Gi}}
                """,
                KaiwoJob.class,
                namespace));
    CLUSTER.awaitStatus(job, WorkloadStatus.ERROR);
    Condition applied = CLUSTER.condition(job, WorkloadConditions.SPEC_APPLIED);
    assertThat(applied.getStatus()).isEqualTo("False");
    assertThat(applied.getReason()).isEqualTo(WorkloadConditions.APPLY_FAILED);
    assertThat(applied.getMessage())
        .contains("Job req-gt-lim was refused (422)")
        .contains(
            "spec.template.spec.containers[0].resources.requests: Invalid value: \"64Gi\": must"
                + " be less than or equal to memory limit of 32Gi");
  }

  private static String validStatus(KaiwoService service) {
    Condition valid = CLUSTER.condition(service, WorkloadConditions.VALID);
    return valid == null ? null : valid.getStatus();
  }
}
