package ai.silogen.kaiwo.operator.workload.model;

import io.fabric8.kubernetes.api.model.PodTemplateSpec;

/**
 * One concern of the pod-template mutation. Steps mutate a private copy in place; the template
 * always has metadata, a spec and at least one container when a step runs.
 */
interface PodTemplateStep {

  void apply(PodTemplateSpec template, BuildContext context, PodRole role);
}
