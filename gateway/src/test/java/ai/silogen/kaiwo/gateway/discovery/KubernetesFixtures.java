package ai.silogen.kaiwo.gateway.discovery;

import ai.silogen.kaiwo.api.KubeAiLabels;
import ai.silogen.kaiwo.api.kubeai.v1.Adapter;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import ai.silogen.kaiwo.api.kubeai.v1.ModelEngine;
import ai.silogen.kaiwo.api.kubeai.v1.ModelFeature;
import ai.silogen.kaiwo.api.kubeai.v1.ModelSpec;
import io.fabric8.kubernetes.api.model.ObjectMetaBuilder;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodBuilder;
import java.util.Arrays;
import java.util.List;

/** Model CRs and model pods as the Model controller and kubelet would produce them. */
public final class KubernetesFixtures {
  private KubernetesFixtures() {}

  /** A VLLM text-generation Model with the given adapters. */
  public static Model model(String namespace, String name, String... adapters) {
    Model model = new Model();
    model.setMetadata(new ObjectMetaBuilder().withNamespace(namespace).withName(name).build());
    ModelSpec spec = new ModelSpec();
    spec.setUrl("hf://org/" + name);
    spec.setEngine(ModelEngine.VLLM);
    spec.setFeatures(List.of(ModelFeature.TEXT_GENERATION));
    spec.setAdapters(
        Arrays.stream(adapters)
            .map(
                adapterName -> {
                  Adapter adapter = new Adapter();
                  adapter.setName(adapterName);
                  adapter.setUrl("hf://org/" + adapterName);
                  return adapter;
                })
            .toList());
    model.setSpec(spec);
    return model;
  }

  /** A model pod; Ready with an address when {@code ready}, loaded adapters as labels. */
  public static Pod pod(
      String namespace,
      String name,
      String model,
      boolean ready,
      String address,
      String... adapters) {
    PodBuilder pod =
        new PodBuilder()
            .withNewMetadata()
            .withNamespace(namespace)
            .withName(name)
            .addToLabels(KubeAiLabels.MODEL, model)
            .addToAnnotations(
                KubeAiLabels.MODEL_POD_PORT, address.substring(address.indexOf(':') + 1))
            .endMetadata()
            .withNewSpec()
            .addNewContainer()
            .withName("server")
            .withImage("vllm")
            .endContainer()
            .endSpec()
            .withNewStatus()
            .withPodIP(address.substring(0, address.indexOf(':')))
            .addNewCondition()
            .withType("Ready")
            .withStatus(ready ? "True" : "False")
            .endCondition()
            .endStatus();
    for (String adapter : adapters) {
      pod.editMetadata().addToLabels(KubeAiLabels.ADAPTER_PREFIX + adapter, "1234").endMetadata();
    }
    return pod.build();
  }
}
