package ai.silogen.kaiwo.cli.submit;

import ai.silogen.kaiwo.cli.config.UserConfig;
import ai.silogen.kaiwo.cli.follow.WorkloadFollower;
import ai.silogen.kaiwo.cli.support.ApiErrors;
import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.cli.workload.WorkloadKind;
import ai.silogen.kaiwo.cli.workload.WorkloadRef;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.FieldValidateable.Validation;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

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

  /**
   * Submits {@code manifests} in order; returns them as follow targets. A value the operator would
   * refuse though the API server stores it ({@link SpecCheck}) stops the submission first. Several
   * manifests are first sent as a dry run, so that a document the API server refuses (a misspelt
   * field, a missing namespace) stops the submission before any is created, rather than half-way
   * through. A failure names the document and says which documents were submitted and which were
   * not.
   */
  public List<WorkloadFollower.Target> submit(
      List<Manifest> manifests, PrintWriter out, PrintWriter err) {
    SpecCheck.check(manifests);
    List<GenericKubernetesResource> objects =
        manifests.stream()
            .map(m -> SubmitDefaults.apply(m, settings, namespaceFlag, defaultNamespace))
            .toList();
    if (manifests.size() > 1) {
      Submitter check = new Submitter(client, validation, true);
      for (int i = 0; i < manifests.size(); i++) {
        send(
            check,
            manifests,
            objects,
            i,
            "nothing was submitted: the API server checks every"
                + " document before any is created");
      }
    }
    Submitter submitter = new Submitter(client, validation);
    PlanNotes notes = new PlanNotes(client);
    List<WorkloadFollower.Target> submitted = new ArrayList<>();
    for (int i = 0; i < manifests.size(); i++) {
      GenericKubernetesResource object = objects.get(i);
      WorkloadRef ref = manifests.get(i).ref();
      Submitter.Outcome outcome =
          send(submitter, manifests, objects, i, progress(manifests, submitted, i));
      Submitter.Result result = outcome.result();
      String namespace = object.getMetadata().getNamespace();
      out.printf("%s %s (namespace %s)%n", ref, result.name().toLowerCase(Locale.ROOT), namespace);
      out.flush();
      if (result != Submitter.Result.UNCHANGED) {
        notes
            .of(manifests.get(i).kind(), object)
            .ifPresent(note -> err.printf("note: %s: %s%n", ref, note));
        startedJob(manifests.get(i).kind(), result, outcome.phaseBefore())
            .ifPresent(note -> err.printf("note: %s %s%n", ref, note));
        err.flush();
      }
      submitted.add(new WorkloadFollower.Target(ref, namespace));
    }
    return submitted;
  }

  /**
   * Why an update of a job that has started may not reach it: a started batch Job's pods cannot
   * change, so the operator stores the change and reports it in {@code SpecApplied} instead. Said
   * from that rule rather than by waiting for the operator.
   */
  static Optional<String> startedJob(WorkloadKind kind, Submitter.Result result, String phase) {
    boolean started = "STARTING".equals(phase) || "RUNNING".equals(phase);
    if (kind != WorkloadKind.JOB || result != Submitter.Result.UPDATED || !started) {
      return Optional.empty();
    }
    return Optional.of(
        "is "
            + phase
            + ": the change is stored, but a job that has started keeps its pods, so changes to"
            + " them are not applied until it is re-created (kaiwo describe shows SpecApplied)");
  }

  /**
   * Sends document {@code i}; a refusal becomes an error naming it (when there are several) and
   * saying {@code outcome}: what became of the others.
   */
  private static Submitter.Outcome send(
      Submitter submitter,
      List<Manifest> manifests,
      List<GenericKubernetesResource> objects,
      int i,
      String outcome) {
    Manifest manifest = manifests.get(i);
    try {
      return submitter.submit(manifest.kind(), objects.get(i));
    } catch (KubernetesClientException e) {
      if (manifests.size() == 1) {
        throw e;
      }
      String hint = ApiErrors.hint(e, Optional.empty());
      throw new UserError(
          manifest.where()
              + " ("
              + manifest.ref()
              + "): "
              + ApiErrors.describe(e, Optional.empty())
              + "\n"
              + outcome,
          hint != null ? hint : "fix that document and submit the files again");
    }
  }

  /** What a failure at document {@code failed} leaves: the submitted ones and the rest. */
  static String progress(
      List<Manifest> manifests, List<WorkloadFollower.Target> submitted, int failed) {
    String before =
        submitted.isEmpty()
            ? "nothing was submitted before it"
            : "submitted before it: "
                + submitted.stream().map(t -> t.ref().toString()).collect(Collectors.joining(", "));
    List<Manifest> rest = manifests.subList(failed + 1, manifests.size());
    String after =
        rest.isEmpty()
            ? ""
            : "; not submitted: "
                + rest.stream()
                    .map(m -> m.ref() + " (" + m.where() + ")")
                    .collect(Collectors.joining(", "));
    return before + after;
  }
}
