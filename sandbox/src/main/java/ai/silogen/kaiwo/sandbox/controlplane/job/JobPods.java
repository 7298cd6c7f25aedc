package ai.silogen.kaiwo.sandbox.controlplane.job;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.sandbox.controlplane.pods.PodTemplates;
import ai.silogen.kaiwo.sandbox.controlplane.pods.RandomNames;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.EnvVarBuilder;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.api.model.Pod;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.PodTemplateSpec;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Builds a Job's pods from its template, labelled as the job controller does it. */
public final class JobPods {

  /** Label carrying the Job's name. */
  public static final String JOB_NAME = "batch.kubernetes.io/job-name";

  /** Label carrying the Job's UID (the Job's selector on a real cluster). */
  public static final String CONTROLLER_UID = "batch.kubernetes.io/controller-uid";

  /** Variable the job controller gives every container of an Indexed Job's pod. */
  public static final String INDEX_VARIABLE = "JOB_COMPLETION_INDEX";

  /**
   * Longest {@code generateName} prefix the API server keeps (63 minus the 5 random characters).
   */
  private static final int MAX_GENERATED_PREFIX = 58;

  private JobPods() {}

  /**
   * A new pod {@code <job>-<5 random>} from the Job's template with the job labels (also in their
   * legacy spellings {@code job-name} and {@code controller-uid}). The API server adds these labels
   * to the template on a real cluster; adding them here again keeps pods right on servers that do
   * not.
   */
  public static Pod newPod(Job job) {
    return PodTemplates.newPod(job, job.getSpec().getTemplate(), labels(job));
  }

  /**
   * A pod of an Indexed Job for {@code index}, as the job controller makes it: named {@code
   * <job>-<index>-<5 random>} (the prefix cut to 58 characters like a {@code generateName}), with
   * the index in an annotation and a label and in {@code JOB_COMPLETION_INDEX} of every container
   * that does not define it, and host name {@code <job>-<index>}; the template's {@code subdomain}
   * is kept, so a headless Service of that name would give it the DNS name {@code
   * <job>-<index>.<subdomain>}.
   */
  public static Pod newIndexedPod(Job job, int index) {
    String name = job.getMetadata().getName();
    String value = Integer.toString(index);
    PodTemplateSpec template = ApiSerialization.copy(job.getSpec().getTemplate());
    if (template.getMetadata() == null) {
      template.setMetadata(new ObjectMeta());
    }
    Map<String, String> annotations = new LinkedHashMap<>();
    if (template.getMetadata().getAnnotations() != null) {
      annotations.putAll(template.getMetadata().getAnnotations());
    }
    annotations.put(CompletionIndexes.ANNOTATION, value);
    template.getMetadata().setAnnotations(annotations);
    PodSpec spec = template.getSpec();
    spec.setHostname(name + "-" + value);
    spec.getContainers().forEach(JobPods::addIndexVariable);
    if (spec.getInitContainers() != null) {
      spec.getInitContainers().forEach(JobPods::addIndexVariable);
    }
    Map<String, String> labels = new LinkedHashMap<>(labels(job));
    labels.put(CompletionIndexes.ANNOTATION, value);
    Pod pod = PodTemplates.newPod(job, template, labels);
    String prefix = name + "-" + value;
    if (prefix.length() + 1 > MAX_GENERATED_PREFIX) {
      prefix = name.substring(0, MAX_GENERATED_PREFIX - value.length() - 2) + "-" + value;
    }
    pod.getMetadata().setName(RandomNames.withSuffix(prefix));
    return pod;
  }

  private static void addIndexVariable(Container container) {
    List<EnvVar> env =
        container.getEnv() == null ? new ArrayList<>() : new ArrayList<>(container.getEnv());
    if (env.stream().noneMatch(variable -> INDEX_VARIABLE.equals(variable.getName()))) {
      env.add(
          new EnvVarBuilder()
              .withName(INDEX_VARIABLE)
              .withNewValueFrom()
              .withNewFieldRef()
              .withFieldPath("metadata.labels['" + CompletionIndexes.ANNOTATION + "']")
              .endFieldRef()
              .endValueFrom()
              .build());
      container.setEnv(env);
    }
  }

  private static Map<String, String> labels(Job job) {
    String name = job.getMetadata().getName();
    String uid = job.getMetadata().getUid();
    return Map.of(CONTROLLER_UID, uid, "controller-uid", uid, JOB_NAME, name, "job-name", name);
  }
}
