package ai.silogen.kaiwo.operator.workload.model;

import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.EnvVarBuilder;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import java.util.List;

/**
 * Environment: main containers learn the GPU split ({@code NUM_GPUS}, {@code NUM_REPLICAS}, {@code
 * NUM_GPUS_PER_REPLICA}; Ray heads too, since Ray drivers read them); every container, init
 * containers included, gets {@code HF_HOME} when a Hugging Face volume is mounted and then {@code
 * spec.env}. A variable already defined is replaced in place rather than duplicated.
 */
final class ContainerEnvStep implements PodTemplateStep {

  static final String NUM_GPUS = "NUM_GPUS";
  static final String NUM_REPLICAS = "NUM_REPLICAS";
  static final String NUM_GPUS_PER_REPLICA = "NUM_GPUS_PER_REPLICA";
  static final String HF_HOME = "HF_HOME";

  @Override
  public void apply(PodTemplateSpec template, BuildContext context, PodRole role) {
    ResourcePlan plan = context.plan();
    for (Container container : PodTemplates.main(template)) {
      set(container, NUM_GPUS, plan.totalGpus());
      set(container, NUM_REPLICAS, plan.replicas());
      set(container, NUM_GPUS_PER_REPLICA, plan.gpusPerReplica());
    }
    List<EnvVar> userEnv = context.spec().getEnv();
    for (Container container : PodTemplates.all(template)) {
      if (context.storage().hasHf()) {
        set(
            container,
            new EnvVarBuilder()
                .withName(HF_HOME)
                .withValue(context.storage().hfMountPath())
                .build());
      }
      if (userEnv != null) {
        userEnv.forEach(variable -> set(container, variable));
      }
    }
  }

  private static void set(Container container, String name, int value) {
    set(container, new EnvVarBuilder().withName(name).withValue(Integer.toString(value)).build());
  }

  private static void set(Container container, EnvVar variable) {
    container.setEnv(PodTemplates.upsert(container.getEnv(), variable, EnvVar::getName));
  }
}
