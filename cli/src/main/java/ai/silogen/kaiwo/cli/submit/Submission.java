package ai.silogen.kaiwo.cli.submit;

import ai.silogen.kaiwo.cli.config.UserConfig;
import ai.silogen.kaiwo.cli.follow.WorkloadFollower;
import ai.silogen.kaiwo.cli.workload.WorkloadRef;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.dsl.FieldValidateable.Validation;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Submits manifests one by one, printing what happened to each ({@code job/train created (namespace
 * default)}); shared by {@code kaiwo submit} and {@code kaiwo sandbox --run}.
 */
public final class Submission {
  private final KubernetesClient client;
  private final UserConfig settings;
  private final String namespaceFlag;
  private final String defaultNamespace;
  private final Validation validation;

  /**
   * @param settings user and queue to fill in
   * @param namespaceFlag {@code -n}, or null
   * @param defaultNamespace namespace of objects that name none when {@code -n} is absent
   * @param validation what the API server does with fields the schema does not know
   */
  public Submission(
      KubernetesClient client,
      UserConfig settings,
      String namespaceFlag,
      String defaultNamespace,
      Validation validation) {
    this.client = client;
    this.settings = settings;
    this.namespaceFlag = namespaceFlag;
    this.defaultNamespace = defaultNamespace;
    this.validation = validation;
  }

  /** Submits {@code manifests} in order; returns them as follow targets. */
  public List<WorkloadFollower.Target> submit(List<Manifest> manifests, PrintWriter out) {
    Submitter submitter = new Submitter(client, validation);
    List<WorkloadFollower.Target> submitted = new ArrayList<>();
    for (Manifest manifest : manifests) {
      GenericKubernetesResource object =
          SubmitDefaults.apply(manifest, settings, namespaceFlag, defaultNamespace);
      Submitter.Result result = submitter.submit(manifest.kind(), object);
      WorkloadRef ref = new WorkloadRef(manifest.kind(), object.getMetadata().getName());
      String namespace = object.getMetadata().getNamespace();
      out.printf("%s %s (namespace %s)%n", ref, result.name().toLowerCase(Locale.ROOT), namespace);
      out.flush();
      submitted.add(new WorkloadFollower.Target(ref, namespace));
    }
    return submitted;
  }
}
