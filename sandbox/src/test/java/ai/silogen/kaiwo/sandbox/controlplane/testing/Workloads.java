package ai.silogen.kaiwo.sandbox.controlplane.testing;

import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.PodSpecBuilder;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.PodTemplateSpecBuilder;
import io.fabric8.kubernetes.api.model.Quantity;
import io.fabric8.kubernetes.api.model.apps.DeploymentBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.JobBuilder;
import java.util.LinkedHashMap;
import java.util.Map;

/** Small builders of the workloads the control-plane tests run. */
public final class Workloads {

  private Workloads() {}

  /** A one-container pod spec requesting {@code resources} (e.g. {@code "amd.com/gpu", "8"}). */
  public static PodSpec spec(String restartPolicy, String... resources) {
    PodSpecBuilder spec =
        new PodSpecBuilder()
            .withRestartPolicy(restartPolicy)
            .addNewContainer()
            .withName("main")
            .withImage("busybox:1.36")
            .withCommand("sh", "-c", "echo hello")
            .withNewResources()
            .withRequests(quantities(resources))
            .endResources()
            .endContainer();
    return spec.build();
  }

  /** A pod template labelled {@code app=<app>} with annotations. */
  public static PodTemplateSpec template(
      String app, PodSpec spec, Map<String, String> annotations) {
    return new PodTemplateSpecBuilder()
        .withNewMetadata()
        .addToLabels("app", app)
        .withAnnotations(annotations)
        .endMetadata()
        .withSpec(spec)
        .build();
  }

  /** A bare pod. */
  public static Pod pod(String namespace, String name, PodSpec spec) {
    return new PodBuilder()
        .withNewMetadata()
        .withName(name)
        .withNamespace(namespace)
        .endMetadata()
        .withSpec(spec)
        .build();
  }

  /** A Job running one pod of {@code template}, with {@code backoffLimit}. */
  public static JobBuilder job(
      String namespace, String name, PodTemplateSpec template, int backoffLimit) {
    return new JobBuilder()
        .withNewMetadata()
        .withName(name)
        .withNamespace(namespace)
        .endMetadata()
        .withNewSpec()
        .withBackoffLimit(backoffLimit)
        .withTemplate(template)
        .endSpec();
  }

  /**
   * A Deployment of {@code replicas} pods of {@code template} selected by its {@code app} label.
   */
  public static DeploymentBuilder deployment(
      String namespace, String name, int replicas, PodTemplateSpec template) {
    return new DeploymentBuilder()
        .withNewMetadata()
        .withName(name)
        .withNamespace(namespace)
        .endMetadata()
        .withNewSpec()
        .withReplicas(replicas)
        .withNewSelector()
        .withMatchLabels(template.getMetadata().getLabels())
        .endSelector()
        .withTemplate(template)
        .endSpec();
  }

  private static Map<String, Quantity> quantities(String... pairs) {
    Map<String, Quantity> map = new LinkedHashMap<>();
    for (int i = 0; i + 1 < pairs.length; i += 2) {
      map.put(pairs[i], new Quantity(pairs[i + 1]));
    }
    return map;
  }
}
