package ai.silogen.kaiwo.operator.workload.model;

import ai.silogen.kaiwo.operator.workload.model.InvalidWorkloadException.FieldError;
import io.fabric8.kubernetes.api.model.Container;
import io.fabric8.kubernetes.api.model.EnvVar;
import io.fabric8.kubernetes.api.model.EnvVarBuilder;
import io.fabric8.kubernetes.api.model.PodSpec;
import io.fabric8.kubernetes.api.model.Service;
import io.fabric8.kubernetes.api.model.ServiceBuilder;
import io.fabric8.kubernetes.api.model.batch.v1.Job;
import io.fabric8.kubernetes.api.model.batch.v1.JobSpec;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * How the pods of a batch Job that runs several pods at once find each other: the Kubernetes
 * "Indexed Job with pod-to-pod communication" pattern plus the environment PyTorchJob gives its
 * pods, so that torchrun, accelerate and DeepSpeed scripts rendezvous instead of running one
 * independent copy per pod.
 *
 * <ul>
 *   <li>Applies to an Indexed Job with {@code completions > 1} and {@code parallelism =
 *       completions} (what {@link BatchJobBuilder} makes of a split); other Jobs are unchanged.
 *   <li>The job controller names pod {@code i}'s host {@code <job>-<i>}; the pod template's {@code
 *       subdomain} is the headless Service {@code <job>} (selecting the Job's pods, publishing them
 *       before they are ready), so pod {@code i} is {@code <job>-<i>.<job>.<namespace>.svc}. A
 *       subdomain the user set is kept, and then Kaiwo creates no Service: the user runs their own.
 *   <li>Every main container gets {@code MASTER_ADDR} (pod 0), {@code MASTER_PORT} (29500), {@code
 *       WORLD_SIZE} and {@code NNODES} (the number of pods), {@code NODE_RANK} and {@code RANK}
 *       (the completion index), {@code NPROC_PER_NODE} (GPUs per pod, at least 1), and the same as
 *       torchrun's {@code PET_*} defaults, so that a bare {@code torchrun train.py} joins the
 *       others. A variable the user defined (in {@code spec.env} or the template) is never
 *       replaced; the {@code PET_*} ones refer to the plain ones, so they follow the user's value.
 * </ul>
 */
public final class Rendezvous {

  /** Default port of the rendezvous (torchrun's, PyTorchJob's). */
  public static final int DEFAULT_PORT = 29500;

  /** Annotation (and label) the job controller puts the completion index in. */
  static final String COMPLETION_INDEX = "batch.kubernetes.io/job-completion-index";

  /** Label the job controller puts on every pod of a Job. */
  static final String JOB_NAME = "batch.kubernetes.io/job-name";

  private static final int MAX_HOSTNAME = 63;
  private static final Pattern DNS_1035_LABEL = Pattern.compile("[a-z]([-a-z0-9]*[a-z0-9])?");
  private static final String FROM_INDEX = "metadata.annotations['" + COMPLETION_INDEX + "']";

  private Rendezvous() {}

  /** Whether {@code spec} runs several indexed pods at once, which then need to find each other. */
  static boolean applies(JobSpec spec) {
    return "Indexed".equals(spec.getCompletionMode())
        && spec.getCompletions() != null
        && spec.getCompletions() > 1
        && spec.getCompletions().equals(spec.getParallelism());
  }

  /**
   * Adds the subdomain and the rendezvous environment to {@code job}'s pod template (in place) when
   * it {@link #applies}.
   *
   * @throws InvalidWorkloadException when the workload's name cannot name the Service or the pods'
   *     hosts
   */
  static void addTo(Job job, BuildContext context) {
    JobSpec spec = job.getSpec();
    if (!applies(spec)) {
      return;
    }
    KaiwoWorkload workload = context.workload();
    int pods = spec.getCompletions();
    PodSpec pod = spec.getTemplate().getSpec();
    if (pod.getSubdomain() == null || pod.getSubdomain().isBlank()) {
      checkName(workload, pods);
      pod.setSubdomain(workload.name());
    }
    String master =
        workload.name() + "-0." + pod.getSubdomain() + "." + workload.namespace() + ".svc";
    int perPod = Math.max(1, context.plan().gpusPerReplica());
    List<EnvVar> variables =
        List.of(
            value("MASTER_ADDR", master),
            value("MASTER_PORT", Integer.toString(DEFAULT_PORT)),
            value("WORLD_SIZE", Integer.toString(pods)),
            value("NNODES", Integer.toString(pods)),
            index("NODE_RANK"),
            index("RANK"),
            value("NPROC_PER_NODE", Integer.toString(perPod)),
            value("PET_MASTER_ADDR", "$(MASTER_ADDR)"),
            value("PET_MASTER_PORT", "$(MASTER_PORT)"),
            value("PET_NNODES", "$(NNODES)"),
            value("PET_NODE_RANK", "$(NODE_RANK)"),
            value("PET_NPROC_PER_NODE", "$(NPROC_PER_NODE)"));
    for (Container container : PodTemplates.main(spec.getTemplate())) {
      for (EnvVar variable : variables) {
        container.setEnv(PodTemplates.addIfAbsent(container.getEnv(), variable, EnvVar::getName));
      }
    }
  }

  /**
   * The headless Service of {@code job}, when it {@link #applies} and its pods use the subdomain
   * Kaiwo chose (the workload's name).
   */
  static Optional<Service> service(BuildContext context, Job job) {
    KaiwoWorkload workload = context.workload();
    JobSpec spec = job.getSpec();
    if (!applies(spec) || !workload.name().equals(spec.getTemplate().getSpec().getSubdomain())) {
      return Optional.empty();
    }
    return Optional.of(
        new ServiceBuilder()
            .withMetadata(
                Ownership.childMetadata(workload, workload.name(), WorkloadLabels.object(workload)))
            .withNewSpec()
            .withClusterIP("None")
            .withPublishNotReadyAddresses(true)
            .withSelector(Map.of(JOB_NAME, job.getMetadata().getName()))
            .endSpec()
            .build());
  }

  /**
   * The Service is named like the workload, and the highest pod's host {@code <name>-<pods - 1>}
   * must be a DNS label: the API server would refuse both otherwise, after the Job was queued.
   */
  private static void checkName(KaiwoWorkload workload, int pods) {
    String name = workload.name();
    String lastHost = name + "-" + (pods - 1);
    String problem = null;
    if (!DNS_1035_LABEL.matcher(name).matches()) {
      problem =
          "must start with a letter and contain only lower-case letters, digits and '-' when the"
              + " job runs "
              + pods
              + " pods: it names their headless Service";
    } else if (lastHost.length() > MAX_HOSTNAME) {
      problem =
          "must be at most "
              + (MAX_HOSTNAME - lastHost.length() + name.length())
              + " characters when the job runs "
              + pods
              + " pods: their host names <name>-<index> (here "
              + lastHost
              + ") are DNS labels of at most "
              + MAX_HOSTNAME
              + " characters";
    }
    if (problem != null) {
      throw new InvalidWorkloadException(
          workload.kind() + " " + name, List.of(new FieldError("metadata.name", problem)));
    }
  }

  private static EnvVar value(String name, String value) {
    return new EnvVarBuilder().withName(name).withValue(value).build();
  }

  private static EnvVar index(String name) {
    return new EnvVarBuilder()
        .withName(name)
        .withNewValueFrom()
        .withNewFieldRef()
        .withFieldPath(FROM_INDEX)
        .endFieldRef()
        .endValueFrom()
        .build();
  }
}
