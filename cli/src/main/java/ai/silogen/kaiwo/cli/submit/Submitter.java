package ai.silogen.kaiwo.cli.submit;

import static ai.silogen.kaiwo.api.Nulls.orEmpty;

import ai.silogen.kaiwo.cli.workload.WorkloadKind;
import ai.silogen.kaiwo.cli.workload.WorkloadView;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.api.model.ObjectMeta;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientException;
import io.fabric8.kubernetes.client.dsl.FieldValidateable.Validation;
import java.net.HttpURLConnection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Creates a workload, or replaces the spec of the existing one with the submitted spec (labels and
 * annotations are merged, the status is left to the operator). The original CLI read the existing
 * object and wrote it back unchanged, so edits were silently lost.
 *
 * <p>Writes carry the given {@code fieldValidation}: {@code kaiwo submit} asks for {@code Strict}
 * by default, as kubectl does, so that a misspelt field ({@code replcas: 3}) is refused with its
 * path instead of being pruned without a word (the server's default, {@code Warn}, says so only in
 * a header that fabric8 does not pass on).
 *
 * <p>A dry-run submitter ({@code dryRun=All}) sends the same requests, which the API server checks
 * in full (schema, CEL, admission, existence of the namespace) without storing anything.
 */
public final class Submitter {

  /** What happened to a submitted object. */
  public enum Result {
    CREATED,
    UPDATED,
    UNCHANGED
  }

  /**
   * What happened, and the phase the object had before an update ({@link WorkloadView#status}),
   * {@code null} when it was created.
   */
  public record Outcome(Result result, String phaseBefore) {}

  private static final int ATTEMPTS = 3;

  private final KubernetesClient client;
  private final Validation validation;
  private final boolean dryRun;

  public Submitter(KubernetesClient client, Validation validation) {
    this(client, validation, false);
  }

  public Submitter(KubernetesClient client, Validation validation, boolean dryRun) {
    this.client = client;
    this.validation = validation;
    this.dryRun = dryRun;
  }

  /** Submits {@code object} (namespace set) of {@code kind}. */
  public Outcome submit(WorkloadKind kind, GenericKubernetesResource object) {
    try {
      client
          .genericKubernetesResources(kind.resource())
          .inNamespace(object.getMetadata().getNamespace())
          .resource(object)
          .dryRun(dryRun)
          .fieldValidation(validation)
          .create();
      return new Outcome(Result.CREATED, null);
    } catch (KubernetesClientException e) {
      if (e.getCode() != HttpURLConnection.HTTP_CONFLICT) {
        throw e;
      }
    }
    return update(kind, object);
  }

  private Outcome update(WorkloadKind kind, GenericKubernetesResource desired) {
    for (int attempt = 1; ; attempt++) {
      var namespaced =
          client
              .genericKubernetesResources(kind.resource())
              .inNamespace(desired.getMetadata().getNamespace());
      GenericKubernetesResource existing =
          namespaced.withName(desired.getMetadata().getName()).get();
      if (existing == null) {
        namespaced.resource(desired).dryRun(dryRun).fieldValidation(validation).create();
        return new Outcome(Result.CREATED, null);
      }
      GenericKubernetesResource replacement = replacementFor(existing, desired);
      try {
        GenericKubernetesResource updated =
            namespaced.resource(replacement).dryRun(dryRun).fieldValidation(validation).update();
        Result result =
            Objects.equals(
                    updated.getMetadata().getGeneration(), existing.getMetadata().getGeneration())
                ? Result.UNCHANGED
                : Result.UPDATED;
        return new Outcome(result, new WorkloadView(kind, existing).status());
      } catch (KubernetesClientException e) {
        if (e.getCode() != HttpURLConnection.HTTP_CONFLICT || attempt >= ATTEMPTS) {
          throw e;
        }
      }
    }
  }

  /**
   * The submitted object carrying what belongs to the cluster: resource version (optimistic
   * locking), finalizers and owner references; labels and annotations are the existing ones
   * overlaid by the submitted ones.
   */
  static GenericKubernetesResource replacementFor(
      GenericKubernetesResource existing, GenericKubernetesResource desired) {
    GenericKubernetesResource replacement = new GenericKubernetesResource();
    replacement.setApiVersion(desired.getApiVersion());
    replacement.setKind(desired.getKind());
    replacement.setAdditionalProperties(new LinkedHashMap<>(desired.getAdditionalProperties()));
    ObjectMeta current = existing.getMetadata();
    ObjectMeta wanted = desired.getMetadata();
    ObjectMeta metadata = new ObjectMeta();
    metadata.setName(current.getName());
    metadata.setNamespace(current.getNamespace());
    metadata.setResourceVersion(current.getResourceVersion());
    metadata.setFinalizers(current.getFinalizers());
    metadata.setOwnerReferences(current.getOwnerReferences());
    metadata.setLabels(overlay(current.getLabels(), wanted.getLabels()));
    metadata.setAnnotations(overlay(current.getAnnotations(), wanted.getAnnotations()));
    replacement.setMetadata(metadata);
    return replacement;
  }

  private static Map<String, String> overlay(Map<String, String> base, Map<String, String> top) {
    Map<String, String> merged = new LinkedHashMap<>(orEmpty(base));
    if (top != null) {
      merged.putAll(top);
    }
    return merged.isEmpty() ? null : merged;
  }
}
