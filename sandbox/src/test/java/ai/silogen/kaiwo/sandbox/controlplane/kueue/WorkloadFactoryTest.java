package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Yaml;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class WorkloadFactoryTest {

  @Test
  void buildsKueuesWorkloadForAJob() {
    ObjectNode rayJob = JobIntegrationsTest.rayJob();
    ((ObjectNode) rayJob.at("/metadata/labels")).put(KueueLabels.PRIORITY_CLASS, "high");

    ObjectNode workload =
        WorkloadFactory.build(new RayJobIntegration(), rayJob, OptionalInt.of(1000));

    assertThat(workload.at("/metadata/name").asText()).matches("rayjob-rj-[0-9a-f]{5}");
    assertThat(workload.at("/metadata/namespace").asText()).isEqualTo("team");
    assertThat(workload.at("/metadata/labels"))
        .isEqualTo(Yaml.node("{kueue.x-k8s.io/job-uid: u2}"));
    assertThat(workload.at("/metadata/ownerReferences/0"))
        .isEqualTo(
            Yaml.node(
                "{apiVersion: ray.io/v1, kind: RayJob, name: rj, uid: u2, controller: true,"
                    + " blockOwnerDeletion: true}"));
    assertThat(workload.at("/spec/queueName").asText()).isEqualTo("q");
    assertThat(workload.at("/spec/priorityClassName").asText()).isEqualTo("high");
    assertThat(workload.at("/spec/priority").asInt()).isEqualTo(1000);
    assertThat(workload.at("/spec/podSets")).hasSize(3);
  }

  @Test
  void aMissingPriorityClassMeansPriorityZero() {
    ObjectNode workload =
        WorkloadFactory.build(
            new RayJobIntegration(), JobIntegrationsTest.rayJob(), OptionalInt.empty());

    assertThat(workload.at("/spec/priority").asInt()).isZero();
    assertThat(workload.at("/spec").has("priorityClassName")).isFalse();
  }

  @Test
  void namesAreStablePerJobAndDifferAcrossUids() {
    ObjectNode job = JobIntegrationsTest.rayJob();
    ObjectNode recreated = job.deepCopy();
    ((ObjectNode) recreated.at("/metadata")).put("uid", "another");
    RayJobIntegration rayJobs = new RayJobIntegration();

    assertThat(WorkloadFactory.workloadName(rayJobs, job))
        .isEqualTo(WorkloadFactory.workloadName(rayJobs, job.deepCopy()));
    assertThat(WorkloadFactory.workloadName(rayJobs, job))
        .isNotEqualTo(WorkloadFactory.workloadName(rayJobs, recreated));
  }
}
