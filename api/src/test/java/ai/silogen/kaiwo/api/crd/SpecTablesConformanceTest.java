package ai.silogen.kaiwo.api.crd;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.GoDuration;
import ai.silogen.kaiwo.api.TestPaths;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.KaiwoConfig;
import ai.silogen.kaiwo.api.crd.SpecConformance.Finding;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoJob;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoQueueConfig;
import ai.silogen.kaiwo.api.kaiwo.v1alpha1.KaiwoService;
import ai.silogen.kaiwo.api.kubeai.v1.Model;
import io.fabric8.kubernetes.api.model.apiextensions.v1.JSONSchemaProps;
import io.fabric8.kubernetes.client.CustomResource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The generated CRDs have every field, default and validation marker the API references in {@code
 * shared/spec} document, for every type reachable from the spec and status of each served kind, and
 * nothing more strict or more lenient than documented, except the deviations listed in {@link
 * #DEVIATIONS}: each is deliberate, and docs/compatibility.md tells users about it.
 */
class SpecTablesConformanceTest {

  /** An API reference file and the kinds it documents; below {@code minFields} it was misread. */
  record Reference(String file, List<Class<? extends CustomResource<?, ?>>> kinds, int minFields) {}

  static final List<Reference> REFERENCES =
      List.of(
          new Reference(
              "kaiwo-workload-api.md",
              List.of(KaiwoJob.class, KaiwoService.class, KaiwoQueueConfig.class),
              356),
          new Reference(
              "kaiwo-config-api.md", List.of(KaiwoConfig.class, AIMNamespaceConfig.class), 51),
          new Reference("kubeai-model-api.md", List.of(Model.class), 36));

  /**
   * A deliberate difference: a finding at {@code where} ({@code Type.field}; {@code *.field} for a
   * field of that name in any type, {@code *} for any field) of {@code check}, whose CRD side is
   * {@code actual} ({@code null}: whatever it is).
   */
  record Deviation(String where, String check, String actual, String reason) {
    boolean covers(Finding finding) {
      return (where.equals("*")
              || where.equals("*." + finding.field())
              || where.equals(finding.type() + "." + finding.field()))
          && check.equals(finding.check())
          && (actual == null || actual.equals(finding.actual()));
    }
  }

  private static final String GO_REQUIRED =
      "required by the original CRD too (a Go field without omitempty; the reference renders no"
          + " marker for it)";
  private static final String NOT_NEGATIVE = "a negative count is refused by the API server";
  private static final String PHASES =
      "written by the operator only: the enum lists every phase it writes, a superset of the"
          + " documented values";
  private static final String EMBEDDED =
      "a whole object of another API, stored as given and checked by the operator (decision 0031)";
  private static final String MOUNT_PATH =
      "no CRD default, so that KaiwoConfig storage.default*MountPath applies (decision 0006)";

  /** Every way our CRDs differ from the references on purpose (see docs/compatibility.md). */
  static final List<Deviation> DEVIATIONS =
      List.of(
          new Deviation(
              "*",
              "Maximum",
              "2147483647",
              "int32 fields carry their bounds, so the API server refuses what the operator could"
                  + " not read"),
          new Deviation("*", "Minimum", "-2147483648", "int32 fields carry their bounds"),
          new Deviation("*.gpus", "Minimum", "0", NOT_NEGATIVE),
          new Deviation("*.gpusPerReplica", "Minimum", "0", NOT_NEGATIVE),
          new Deviation("*.replicas", "Minimum", "0", NOT_NEGATIVE),
          new Deviation("*.job", "schema", "free-form", EMBEDDED),
          new Deviation("*.rayJob", "schema", "free-form", EMBEDDED),
          new Deviation("*.deployment", "schema", "free-form", EMBEDDED),
          new Deviation("*.rayService", "schema", "free-form", EMBEDDED),
          new Deviation("DataStorageSpec.mountPath", "default", "none", MOUNT_PATH),
          new Deviation(
              "guide/CommonMetaSpec.storage.data.mountPath", "default", "none", MOUNT_PATH),
          new Deviation("HfStorageSpec.mountPath", "default", "none", MOUNT_PATH),
          new Deviation(
              "guide/CommonMetaSpec.storage.huggingFace.mountPath",
              "default",
              "none",
              "the guide's /.cache/huggingface contradicts the reference's /hf_cache; "
                  + MOUNT_PATH),
          new Deviation(
              "guide/CommonMetaSpec.gpuVendor",
              "default",
              "amd",
              "the reference's spelling; the guide's AMD means the same, as gpuVendor ignores case"),
          new Deviation("KaiwoJobStatus.status", "Enum", null, PHASES),
          new Deviation("KaiwoServiceStatus.status", "Enum", null, PHASES),
          new Deviation("KaiwoQueueConfigStatus.status", "Enum", null, PHASES),
          new Deviation(
              "KaiwoSchedulingConfig.pendingThresholdForPreemption",
              "Pattern",
              GoDuration.PATTERN,
              "must be a Go duration: the operator could not use anything else"),
          new Deviation(
              "ModelSpec.features",
              "Enum",
              "[Reranking, SpeechToText, TextEmbedding, TextGeneration]",
              "Reranking too: the gateway serves /v1/rerank"),
          new Deviation(
              "PrefixHash.replication",
              "Minimum",
              "1",
              "a ring needs at least one point per endpoint"),
          new Deviation(
              "PrefixHash.replication",
              "Maximum",
              "4096",
              "replicas × replication ring points are built per Model; more stalls the gateway"),
          new Deviation("S3DownloadItem.endpointUrl", "required", "required", GO_REQUIRED),
          new Deviation("S3DownloadItem.buckets", "required", "required", GO_REQUIRED),
          new Deviation(
              "GCSDownloadItem.applicationCredentials", "required", "required", GO_REQUIRED),
          new Deviation("GCSDownloadItem.buckets", "required", "required", GO_REQUIRED),
          new Deviation(
              "AzureBlobStorageDownloadItem.connectionString", "required", "required", GO_REQUIRED),
          new Deviation(
              "AzureBlobStorageDownloadItem.containers", "required", "required", GO_REQUIRED),
          new Deviation("CloudDownloadBucket.name", "required", "required", GO_REQUIRED),
          new Deviation("GitDownloadItem.repository", "required", "required", GO_REQUIRED),
          new Deviation("GitDownloadItem.targetPath", "required", "required", GO_REQUIRED),
          new Deviation("HuggingFaceDownloadItem.repoId", "required", "required", GO_REQUIRED),
          new Deviation("ClusterQueue.name", "required", "required", GO_REQUIRED),
          new Deviation("ResourceFlavorSpec.name", "required", "required", GO_REQUIRED),
          new Deviation("Adapter.url", "required", "required", GO_REQUIRED),
          new Deviation("ModelSpec.features", "required", "required", GO_REQUIRED),
          new Deviation("ModelSpec.targetRequests", "required", "required", GO_REQUIRED),
          new Deviation("ModelSpec.scaleDownDelaySeconds", "required", "required", GO_REQUIRED));

  @TestFactory
  Stream<DynamicTest> everyDocumentedFieldDefaultAndMarkerIsInTheCrds() {
    return perReference(
        reference ->
            assertThat(
                    findings(reference).stream().filter(f -> !deliberate(f)).map(String::valueOf))
                .as("differences from %s not listed as deviations", reference.file())
                .isEmpty());
  }

  @TestFactory
  Stream<DynamicTest> theTablesAreReadNotSkipped() {
    return perReference(
        reference -> {
          assertThat(checkedFields(reference))
              .as("documented fields compared from %s", reference.file())
              .isGreaterThanOrEqualTo(reference.minFields());
          // Only the list kinds are not part of a CRD's schema.
          assertThat(
                  SpecTables.parse(read(reference.file())).values().stream()
                      .filter(section -> !section.fields().isEmpty())
                      .map(SpecTables.Section::name)
                      .filter(name -> !reached(reference).contains(name)))
              .as("sections of %s no CRD was compared with", reference.file())
              .allMatch(name -> name.endsWith("List"));
        });
  }

  private static Stream<DynamicTest> perReference(Consumer<Reference> check) {
    return REFERENCES.stream()
        .map(reference -> DynamicTest.dynamicTest(reference.file(), () -> check.accept(reference)));
  }

  /** The prose guide to KaiwoJob and KaiwoService; below this many fields it was misread. */
  static final String GUIDE = "kaiwo-crd-guide.md";

  private static final int GUIDE_MIN_FIELDS = 73;

  @Test
  void everyFieldAndDefaultOfTheCrdGuideIsInTheWorkloadCrds() {
    assertThat(guideFindings().stream().filter(f -> !deliberate(f)).map(String::valueOf))
        .as("differences from %s not listed as deviations", GUIDE)
        .isEmpty();
    assertThat(guideResults().stream().mapToInt(SpecConformance.Result::checkedFields).sum())
        .as("fields compared from %s", GUIDE)
        .isGreaterThanOrEqualTo(GUIDE_MIN_FIELDS);
  }

  @Test
  void everyDeviationStillHappens() {
    List<Finding> all = new ArrayList<>(guideFindings());
    REFERENCES.forEach(reference -> all.addAll(findings(reference)));
    for (Deviation deviation : DEVIATIONS) {
      assertThat(all.stream().anyMatch(deviation::covers))
          .as("deviation no longer found, remove it from the list: %s", deviation)
          .isTrue();
    }
  }

  static boolean deliberate(Finding finding) {
    return DEVIATIONS.stream().anyMatch(deviation -> deviation.covers(finding));
  }

  static List<Finding> findings(Reference reference) {
    List<Finding> findings = new ArrayList<>();
    for (var kind : reference.kinds()) {
      findings.addAll(compare(reference, kind).findings());
    }
    // KaiwoJob and KaiwoService share types: report each difference once.
    return findings.stream().distinct().toList();
  }

  private static List<Finding> guideFindings() {
    return guideResults().stream().flatMap(r -> r.findings().stream()).distinct().toList();
  }

  private static List<SpecConformance.Result> guideResults() {
    List<CrdGuide.GuideField> fields = CrdGuide.parse(read(GUIDE));
    return List.of(
        CrdGuide.compare(fields, "KaiwoJobSpec", specOf(KaiwoJob.class)),
        CrdGuide.compare(fields, "KaiwoServiceSpec", specOf(KaiwoService.class)));
  }

  private static JSONSchemaProps specOf(Class<? extends CustomResource<?, ?>> kind) {
    return GeneratedCrds.schema(kind).getProperties().get("spec");
  }

  private static Set<String> reached(Reference reference) {
    Set<String> reached = new HashSet<>();
    reference.kinds().forEach(kind -> reached.addAll(compare(reference, kind).sections()));
    return reached;
  }

  private static int checkedFields(Reference reference) {
    return reference.kinds().stream()
        .mapToInt(kind -> compare(reference, kind).checkedFields())
        .sum();
  }

  private static SpecConformance.Result compare(
      Reference reference, Class<? extends CustomResource<?, ?>> kind) {
    return SpecConformance.compare(
        SpecTables.parse(read(reference.file())), kind.getSimpleName(), GeneratedCrds.schema(kind));
  }

  static String read(String file) {
    try {
      return Files.readString(TestPaths.specDir().resolve(file));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
