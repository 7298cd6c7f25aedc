package ai.silogen.kaiwo.sandbox.controlplane.kueue;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.controlplane.unstructured.Yaml;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Pod-set derivation, release and completion of each kind of job Kueue manages. */
class JobIntegrationsTest {

  private static final PodSetInfo MI300X =
      new PodSetInfo(
          "main",
          Map.of("kaiwo/nodepool", "mi300x"),
          List.of(Yaml.node("{key: amd.com/gpu, operator: Exists, effect: NoSchedule}")));

  @Test
  void aJobHasOnePodSetOfParallelismPodsCappedByCompletions() {
    BatchJobIntegration jobs = new BatchJobIntegration();
    ObjectNode job = job("parallelism: 4\ncompletions: 2");

    List<PodSet> podSets = jobs.podSets(job);

    assertThat(podSets)
        .singleElement()
        .satisfies(
            p -> {
              assertThat(p.name()).isEqualTo("main");
              assertThat(p.count()).isEqualTo(2);
              assertThat(p.template().path("spec").path("containers").get(0).path("name").asText())
                  .isEqualTo("c");
            });
    assertThat(jobs.podSets(job("{}")).getFirst().count()).isEqualTo(1);
  }

  @Test
  void releasingAJobUnsuspendsItOntoTheFlavorsNodes() {
    ObjectNode patch = new BatchJobIntegration().releasePatch(job("{}"), List.of(MI300X));

    assertThat(patch.path("spec").path("suspend").asBoolean()).isFalse();
    JsonNode podSpec = patch.path("spec").path("template").path("spec");
    assertThat(podSpec.path("nodeSelector"))
        .isEqualTo(Yaml.node("{zone: a, kaiwo/nodepool: mi300x}"));
    assertThat(podSpec.path("tolerations")).hasSize(1);
  }

  @Test
  void aJobFinishesWithItsCompleteOrFailedCondition() {
    BatchJobIntegration jobs = new BatchJobIntegration();
    ObjectNode done = job("{}");
    done.set("status", Yaml.node("conditions: [{type: Complete, status: 'True'}]"));
    ObjectNode failed = job("{}");
    failed.set(
        "status",
        Yaml.node("conditions: [{type: Failed, status: 'True', message: BackoffLimitExceeded}]"));

    assertThat(jobs.finished(job("{}"))).isEmpty();
    assertThat(jobs.finished(done))
        .contains(new JobIntegration.Finish(true, "Job finished successfully"));
    assertThat(jobs.finished(failed))
        .contains(new JobIntegration.Finish(false, "BackoffLimitExceeded"));
  }

  @Test
  void aRayJobHasAHeadPodSetAndOnePerWorkerGroup() {
    RayJobIntegration rayJobs = new RayJobIntegration();

    List<PodSet> podSets = rayJobs.podSets(rayJob());

    assertThat(podSets)
        .extracting(PodSet::name, PodSet::count)
        .containsExactly(
            org.assertj.core.groups.Tuple.tuple("head", 1),
            org.assertj.core.groups.Tuple.tuple("gpu-workers", 4),
            org.assertj.core.groups.Tuple.tuple("spares", 1));
  }

  @Test
  void releasingARayJobInjectsEachPodSetsFlavorIntoItsGroup() {
    PodSetInfo head = new PodSetInfo("head", Map.of("pool", "cpu"), List.of());
    PodSetInfo workers = new PodSetInfo("gpu-workers", Map.of("pool", "gpu"), List.of());
    PodSetInfo spares = new PodSetInfo("spares", Map.of(), List.of());

    ObjectNode patch =
        new RayJobIntegration().releasePatch(rayJob(), List.of(head, workers, spares));

    JsonNode cluster = patch.path("spec").path("rayClusterSpec");
    assertThat(patch.path("spec").path("suspend").asBoolean()).isFalse();
    assertThat(cluster.at("/headGroupSpec/template/spec/nodeSelector/pool").asText())
        .isEqualTo("cpu");
    assertThat(cluster.at("/workerGroupSpecs/0/template/spec/nodeSelector/pool").asText())
        .isEqualTo("gpu");
    assertThat(cluster.at("/workerGroupSpecs/1/template/spec").has("nodeSelector")).isFalse();
  }

  @Test
  void aRayJobFinishesWithItsDeploymentStatus() {
    RayJobIntegration rayJobs = new RayJobIntegration();
    ObjectNode complete = rayJob();
    complete.set("status", Yaml.node("{jobDeploymentStatus: Complete, jobStatus: SUCCEEDED}"));
    ObjectNode running = rayJob();
    running.set("status", Yaml.node("{jobDeploymentStatus: Running, jobStatus: RUNNING}"));

    assertThat(rayJobs.finished(complete)).map(JobIntegration.Finish::succeeded).contains(true);
    assertThat(rayJobs.finished(running)).isEmpty();
  }

  @Test
  void anAppWrapperHasItsDeclaredPodSetsResolvedByPath() {
    List<PodSet> podSets = new AppWrapperIntegration().podSets(appWrapper());

    assertThat(podSets).extracting(PodSet::name).containsExactly("svc-0", "svc-1");
    assertThat(podSets).extracting(PodSet::count).containsExactly(1, 3);
    assertThat(podSets.get(1).template().at("/spec/containers/0/name").asText())
        .isEqualTo("ray-worker");
  }

  @Test
  void releasingAnAppWrapperRecordsPodSetInfosForItsController() {
    PodSetInfo head = new PodSetInfo("svc-0", Map.of("pool", "cpu"), List.of());
    PodSetInfo workers = new PodSetInfo("svc-1", Map.of("pool", "gpu"), List.of());

    ObjectNode patch =
        new AppWrapperIntegration().releasePatch(appWrapper(), List.of(head, workers));

    assertThat(patch.path("spec").path("suspend").asBoolean()).isFalse();
    assertThat(patch.at("/spec/components/0/podSetInfos"))
        .isEqualTo(Yaml.tree("[{nodeSelector: {pool: cpu}}, {nodeSelector: {pool: gpu}}]"));
  }

  @Test
  void releasingAPodRemovesOnlyKueuesGate() {
    ObjectNode pod =
        Yaml.node(
            """
            metadata: {name: p, labels: {kueue.x-k8s.io/queue-name: q}}
            spec:
              nodeSelector: {zone: a}
              schedulingGates: [{name: kueue.x-k8s.io/admission}, {name: other}]
              containers: [{name: c}]
            """);
    PodIntegration pods = new PodIntegration();

    ObjectNode patch = pods.releasePatch(pod, List.of(MI300X));

    assertThat(patch.path("spec").path("schedulingGates")).isEqualTo(Yaml.tree("[{name: other}]"));
    assertThat(patch.path("spec").path("nodeSelector"))
        .isEqualTo(Yaml.node("{zone: a, kaiwo/nodepool: mi300x}"));
    pod.withObject("spec")
        .putArray("schedulingGates")
        .addObject()
        .put("name", KueueLabels.ADMISSION_GATE);
    assertThat(pods.releasePatch(pod, List.of(MI300X)).path("spec").get("schedulingGates").isNull())
        .isTrue();
  }

  private static ObjectNode job(String extraSpec) {
    ObjectNode job =
        Yaml.node(
            """
            apiVersion: batch/v1
            kind: Job
            metadata: {name: train, namespace: team, uid: u1, labels: {kueue.x-k8s.io/queue-name: q}}
            spec:
              suspend: true
              template:
                spec:
                  nodeSelector: {zone: a}
                  containers: [{name: c, resources: {requests: {cpu: 1}}}]
            """);
    job.withObject("spec").setAll(Yaml.node(extraSpec));
    return job;
  }

  static ObjectNode rayJob() {
    return Yaml.node(
        """
        apiVersion: ray.io/v1
        kind: RayJob
        metadata: {name: rj, namespace: team, uid: u2, labels: {kueue.x-k8s.io/queue-name: q}}
        spec:
          suspend: true
          rayClusterSpec:
            headGroupSpec:
              template: {spec: {containers: [{name: ray-head}]}}
            workerGroupSpecs:
            - groupName: gpu-workers
              replicas: 2
              numOfHosts: 2
              template: {spec: {containers: [{name: ray-worker}]}}
            - groupName: spares
              minReplicas: 1
              template: {spec: {containers: [{name: ray-worker}]}}
        """);
  }

  static ObjectNode appWrapper() {
    return Yaml.node(
        """
        apiVersion: workload.codeflare.dev/v1beta2
        kind: AppWrapper
        metadata: {name: svc, namespace: team, uid: u3, labels: {kueue.x-k8s.io/queue-name: q}}
        spec:
          suspend: true
          components:
          - podSets:
            - {replicas: 1, path: template.spec.rayClusterConfig.headGroupSpec.template}
            - {replicas: 3, path: "template.spec.rayClusterConfig.workerGroupSpecs[0].template"}
            template:
              apiVersion: ray.io/v1
              kind: RayService
              metadata: {name: svc}
              spec:
                rayClusterConfig:
                  headGroupSpec:
                    template: {spec: {containers: [{name: ray-head}]}}
                  workerGroupSpecs:
                  - groupName: workers
                    replicas: 3
                    template: {spec: {containers: [{name: ray-worker}]}}
        """);
  }
}
