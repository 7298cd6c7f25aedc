package ai.silogen.kaiwo.cli.workload;

import ai.silogen.kaiwo.api.ApiGroups;
import ai.silogen.kaiwo.cli.cluster.ResourceContexts;
import io.fabric8.kubernetes.client.dsl.base.ResourceDefinitionContext;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The kinds the CLI manages, with the names users type for them ({@code job/train}, {@code
 * services}, {@code kaiwojob}, ...). Resource coordinates are spelled out so that no discovery
 * round trip is needed.
 */
public enum WorkloadKind {
  JOB(
      "job",
      "KaiwoJob",
      ApiGroups.KAIWO,
      ApiGroups.KAIWO_VERSION,
      "kaiwojobs",
      List.of("job", "jobs", "kaiwojob", "kaiwojobs")),
  SERVICE(
      "service",
      "KaiwoService",
      ApiGroups.KAIWO,
      ApiGroups.KAIWO_VERSION,
      "kaiwoservices",
      List.of("service", "services", "kaiwoservice", "kaiwoservices")),
  MODEL(
      "model",
      "Model",
      ApiGroups.KUBEAI,
      ApiGroups.KUBEAI_VERSION,
      "models",
      List.of("model", "models"));

  private final String cliName;
  private final String kind;
  private final String group;
  private final String version;
  private final String plural;
  private final List<String> names;

  WorkloadKind(
      String cliName,
      String kind,
      String group,
      String version,
      String plural,
      List<String> names) {
    this.cliName = cliName;
    this.kind = kind;
    this.group = group;
    this.version = version;
    this.plural = plural;
    this.names = names;
  }

  /** The kind for a name a user typed (case-insensitive), e.g. {@code job} or {@code Models}. */
  public static Optional<WorkloadKind> fromName(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    return Arrays.stream(values()).filter(k -> k.names.contains(lower)).findFirst();
  }

  /** The kind of an object's {@code kind} field, e.g. {@code KaiwoJob}. */
  public static Optional<WorkloadKind> fromKind(String kind) {
    return Arrays.stream(values()).filter(k -> k.kind.equals(kind)).findFirst();
  }

  /** What users type: {@code job}, {@code service}, {@code model}. */
  public String cliName() {
    return cliName;
  }

  /** The Kubernetes kind, e.g. {@code KaiwoJob}. */
  public String kind() {
    return kind;
  }

  public String apiVersion() {
    return group + "/" + version;
  }

  /** Whether this is a Kaiwo workload (KaiwoJob or KaiwoService) rather than a Model. */
  public boolean isKaiwoWorkload() {
    return this != MODEL;
  }

  /** The resource coordinates for fabric8's generic client. */
  public ResourceDefinitionContext resource() {
    return ResourceContexts.namespaced(group, version, plural, kind);
  }

  /** {@code job, service, model}: for messages. */
  public static String choices() {
    return String.join(", ", Arrays.stream(values()).map(WorkloadKind::cliName).toList());
  }
}
