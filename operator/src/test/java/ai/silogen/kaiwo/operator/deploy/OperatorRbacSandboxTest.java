package ai.silogen.kaiwo.operator.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.WorkloadStatus;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.operator.KaiwoOperator;
import ai.silogen.kaiwo.operator.OperatorContext;
import ai.silogen.kaiwo.operator.OperatorOptions;
import ai.silogen.kaiwo.operator.monitoring.ResourceMonitoring;
import ai.silogen.kaiwo.operator.support.OperatorSandbox;
import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.testing.ApiRequestAudit;
import ai.silogen.kaiwo.sandbox.testing.TestSandbox;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.Namespace;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The operator's ClusterRole and Lease Role in {@code deploy/operator} allow every request the
 * operator makes while it runs a job with storage, a batch job, a job split over two pods (with its
 * headless Service), a service, a Model and an AIMNamespaceConfig, with leader election and
 * resource monitoring: the rules are checked against what the code does, not against a second
 * hand-written list.
 */
class OperatorRbacSandboxTest {

  private static final String NAMESPACE = "default";

  @Test
  void theOperatorsRolesAllowEveryRequestItMakes() throws IOException {
    ApiRequestAudit audit = new ApiRequestAudit();
    try (Sandbox sandbox = TestSandbox.startCluster();
        KubernetesClient client = audit.client(sandbox)) {
      sandbox.client().resource(namespace("kaiwo-system")).create();
      try (KaiwoOperator operator =
          KaiwoOperator.create(
                  new OperatorContext(
                      client,
                      Clock.systemUTC(),
                      new SimpleMeterRegistry(),
                      new OperatorOptions(2, true, "kaiwo-system")
                          // Nothing listens there: the poll fails, and reports it, every second.
                          .withResourceMonitoring(
                              ResourceMonitoring.of(
                                  URI.create("http://127.0.0.1:9/metrics"),
                                  Duration.ofSeconds(1)))),
                  KaiwoOperator.defaultModules())
              .start()) {
        runWorkloads(sandbox.client());
      }
    }

    assertThat(audit.actions()).as("the audit saw the operator work").hasSizeGreaterThan(30);
    assertThat(audit.actions())
        .contains(
            new ApiRequestAudit.Action("", "services", "create", NAMESPACE),
            new ApiRequestAudit.Action("", "services", "delete", NAMESPACE));
    assertThat(audit.deniedBy(DeployManifests.roles("kaiwo-operator")))
        .as("requests deploy/operator does not allow")
        .isEmpty();
  }

  private static void runWorkloads(KubernetesClient client) throws IOException {
    KaiwoJob batch = client.resource(example("jobs/batch-job.yaml", KaiwoJob.class)).create();
    client.resource(example("jobs/job-with-storage.yaml", KaiwoJob.class)).create();
    KaiwoJob split = client.resource(example("jobs/multi-node-job.yaml", KaiwoJob.class)).create();
    client.resource(example("services/service.yaml", KaiwoService.class)).create();
    Model model = example("models/qwen2.5-0.5b-cpu.yaml", Model.class);
    model.getSpec().setMinReplicas(1);
    client.resource(model).create();
    client.resource(example("admin/aim-namespace-config.yaml", AIMNamespaceConfig.class)).create();

    OperatorSandbox.eventually()
        .untilAsserted(
            () -> {
              assertThat(status(client, batch)).isEqualTo(WorkloadStatus.COMPLETE);
              // Its headless Service was created for the pods and deleted when the Job ended.
              assertThat(status(client, split)).isEqualTo(WorkloadStatus.COMPLETE);
              assertThat(
                      client.services().inNamespace(NAMESPACE).withName("multi-node-train").get())
                  .isNull();
              assertThat(client.pods().inNamespace(NAMESPACE).withLabel("model").list().getItems())
                  .isNotEmpty();
              assertThat(
                      client
                          .resources(AIMNamespaceConfig.class)
                          .inNamespace(NAMESPACE)
                          .withName("aim-config")
                          .get()
                          .getStatus())
                  .isNotNull();
            });
    // Deleting exercises the finalizer and clean-up paths.
    client.resource(batch).delete();
    client
        .resources(Model.class)
        .inNamespace(NAMESPACE)
        .withName(model.getMetadata().getName())
        .delete();
    OperatorSandbox.eventually()
        .untilAsserted(
            () ->
                assertThat(client.resources(Model.class).inNamespace(NAMESPACE).list().getItems())
                    .isEmpty());
  }

  private static WorkloadStatus status(KubernetesClient client, KaiwoJob job) {
    KaiwoJob current = client.resource(job).get();
    return current.getStatus() == null ? null : current.getStatus().getStatus();
  }

  private static <T extends HasMetadata> T example(String file, Class<T> type) throws IOException {
    T object = ApiSerialization.read(Files.readString(Path.of("..", "examples", file)), type);
    object.getMetadata().setNamespace(NAMESPACE);
    return object;
  }

  private static Namespace namespace(String name) {
    return new NamespaceBuilder().withNewMetadata().withName(name).endMetadata().build();
  }
}
