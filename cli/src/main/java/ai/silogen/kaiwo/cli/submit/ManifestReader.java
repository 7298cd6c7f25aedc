package ai.silogen.kaiwo.cli.submit;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.CommonMetaSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJobSpec;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoServiceSpec;
import ai.silogen.kaiwo.cli.input.InputFile;
import ai.silogen.kaiwo.cli.input.InputFiles;
import ai.silogen.kaiwo.cli.support.UserError;
import ai.silogen.kaiwo.cli.workload.WorkloadKind;
import ai.silogen.kaiwo.operator.workload.model.EmbeddedObjects;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the workloads of files, directories or standard input: YAML (several documents separated by
 * {@code ---}) or JSON (an object or a {@code v1/List}). Only KaiwoJobs, KaiwoServices and Models
 * are accepted; field values are left to the API server to validate, whose answer names the field,
 * except inside the embedded Kubernetes objects, whose schema accepts anything.
 */
public final class ManifestReader {
  private static final YAMLMapper YAML = new YAMLMapper();

  private ManifestReader() {}

  /**
   * Reads every source in order, as {@link InputFiles#readAll} does (a file, a directory, or {@code
   * -}). Nothing is returned unless every source reads.
   */
  public static List<Manifest> readAll(List<String> sources, InputStream stdin) {
    List<Manifest> manifests = new ArrayList<>();
    for (InputFile file : InputFiles.readAll(sources, stdin)) {
      manifests.addAll(parse(file.text(), file.name()));
    }
    return manifests;
  }

  /** Reads {@code file}, or {@code stdin} when the file is {@code -}. */
  public static List<Manifest> read(String file, InputStream stdin) {
    InputFile input = InputFiles.read(file, stdin);
    return parse(input.text(), input.name());
  }

  /** Parses {@code text}; {@code source} names it in messages. */
  public static List<Manifest> parse(String text, String source) {
    List<Manifest> manifests = new ArrayList<>();
    int index = 0;
    try (MappingIterator<JsonNode> documents = YAML.readerFor(JsonNode.class).readValues(text)) {
      while (documents.hasNextValue()) {
        JsonNode document = documents.nextValue();
        index++;
        if (document == null || document.isNull() || document.isMissingNode()) {
          continue;
        }
        if ("List".equals(document.path("kind").asText())) {
          for (JsonNode item : document.path("items")) {
            manifests.add(manifest(item, source, index));
          }
        } else {
          manifests.add(manifest(document, source, index));
        }
      }
    } catch (JsonProcessingException e) {
      throw new UserError(
          source + " is not valid YAML or JSON: " + e.getOriginalMessage() + at(e.getLocation()),
          "check the indentation and quoting around that line");
    } catch (IOException e) {
      throw new UserError("cannot read " + source + ": " + e.getMessage(), null);
    }
    if (manifests.isEmpty()) {
      throw new UserError(
          source + " holds no objects", "expected a KaiwoJob, KaiwoService or Model");
    }
    return manifests;
  }

  private static Manifest manifest(JsonNode document, String source, int index) {
    String where = source + " document " + index;
    if (!document.isObject()) {
      throw new UserError(
          where + " is not an object", "expected a KaiwoJob, KaiwoService or Model");
    }
    String kindName = document.path("kind").asText("");
    String apiVersion = document.path("apiVersion").asText("");
    if (kindName.isEmpty() || apiVersion.isEmpty()) {
      throw new UserError(
          where + " has no " + (kindName.isEmpty() ? "kind" : "apiVersion"),
          "start it with apiVersion: kaiwo.silogen.ai/v1alpha1 and kind: KaiwoJob (or"
              + " KaiwoService; kubeai.org/v1 Model)");
    }
    WorkloadKind kind =
        WorkloadKind.fromKind(kindName)
            .orElseThrow(
                () ->
                    new UserError(
                        where + ": kaiwo submit does not take kind " + kindName,
                        "it takes KaiwoJob, KaiwoService and Model; apply other objects with"
                            + " kubectl"));
    if (!kind.apiVersion().equals(apiVersion)) {
      throw new UserError(
          where + ": apiVersion " + apiVersion + " is not served for " + kindName,
          "use apiVersion: " + kind.apiVersion());
    }
    JsonNode name = document.path("metadata").path("name");
    if (!name.isTextual() || name.asText().isBlank()) {
      throw new UserError(
          where + ": metadata.name is required", "give the " + kindName + " a name");
    }
    checkEmbeddedObjects(where, kind, document.path("spec"));
    return new Manifest(
        source, index, kind, ApiSerialization.convert(document, GenericKubernetesResource.class));
  }

  /**
   * The API server accepts any object as a workload's {@code job}, {@code rayJob}, {@code
   * deployment} or {@code rayService}; a value of the wrong type inside one would only show up in
   * the workload's status, so it is refused here, naming the field.
   */
  private static void checkEmbeddedObjects(String where, WorkloadKind kind, JsonNode spec) {
    Class<? extends CommonMetaSpec> type =
        switch (kind) {
          case JOB -> KaiwoJobSpec.class;
          case SERVICE -> KaiwoServiceSpec.class;
          case MODEL -> null;
        };
    if (type == null || !spec.isObject()) {
      return;
    }
    CommonMetaSpec typed;
    try {
      typed = ApiSerialization.convert(spec, type);
    } catch (IllegalArgumentException e) {
      return; // a badly typed Kaiwo field: the API server's schema check names it
    }
    List<String> errors = EmbeddedObjects.errors(typed).stream().map(Object::toString).toList();
    if (!errors.isEmpty()) {
      throw new UserError(
          where + ": " + String.join("; ", errors),
          "give the field a value of the type Kubernetes expects");
    }
  }

  private static String at(JsonLocation location) {
    return location == null || location.getLineNr() < 1
        ? ""
        : " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
  }
}
