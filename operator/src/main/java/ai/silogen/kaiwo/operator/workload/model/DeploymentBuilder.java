package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoServiceSpec;
import io.fabric8.kubernetes.api.model.LabelSelector;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.apps.Deployment;
import io.fabric8.kubernetes.api.model.apps.DeploymentSpec;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The Deployment of a KaiwoService without Ray, named like it. Base: {@code spec.deployment} when
 * given. Replicas come from the plan; pods restart {@code Always}; the selector (the user's, if
 * any) always includes {@code app: <name>}, which the pods carry. Kueue admits Deployments pod by
 * pod, so the pod template carries the queue and priority labels as well as the Deployment.
 */
public final class DeploymentBuilder {

  static final String APP_LABEL = "app";

  private DeploymentBuilder() {}

  public static Deployment build(BuildContext context) {
    KaiwoServiceSpec spec = (KaiwoServiceSpec) context.spec();
    Deployment base = EmbeddedObjects.deployment(spec).orElseGet(Deployment::new);
    DeploymentSpec deployment = base.getSpec() == null ? new DeploymentSpec() : base.getSpec();
    String name = context.workload().name();
    PodTemplateSpec template =
        PodTemplateMutator.mutate(deployment.getTemplate(), context, PodRole.WORKLOAD);
    template.getSpec().setRestartPolicy("Always");
    Map<String, String> podLabels = new LinkedHashMap<>(template.getMetadata().getLabels());
    podLabels.put(APP_LABEL, name);
    podLabels.putAll(WorkloadLabels.queue(context));
    template.getMetadata().setLabels(podLabels);
    deployment.setTemplate(template);
    LabelSelector selector =
        deployment.getSelector() == null ? new LabelSelector() : deployment.getSelector();
    Map<String, String> matchLabels =
        selector.getMatchLabels() == null
            ? new LinkedHashMap<>()
            : new LinkedHashMap<>(selector.getMatchLabels());
    matchLabels.put(APP_LABEL, name);
    selector.setMatchLabels(matchLabels);
    deployment.setSelector(selector);
    deployment.setReplicas(context.plan().replicas());
    Deployment result = new Deployment();
    result.setMetadata(
        Ownership.childMetadata(
            context.workload(), name, WorkloadLabels.queued(context), base.getMetadata()));
    result.setSpec(deployment);
    return result;
  }
}
