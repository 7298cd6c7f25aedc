package ai.silogen.kaiwo.operator.e2e;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.operator.KaiwoOperator;
import ai.silogen.kaiwo.operator.OperatorOptions;
import io.fabric8.kubernetes.api.model.HasMetadata;
import io.fabric8.kubernetes.api.model.NamespaceBuilder;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinition;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.fabric8.kubernetes.client.dsl.base.PatchContext;
import io.fabric8.kubernetes.client.dsl.base.PatchType;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.stream.Stream;
import org.awaitility.Awaitility;
import org.awaitility.core.ConditionFactory;

/**
 * The cluster of {@code KUBECONFIG} prepared for the end-to-end suite: Kaiwo's CRDs applied from
 * {@code deploy/crds}, a fresh namespace, and (unless {@code -Dkaiwo.e2e.operator=external}) the
 * operator started in this JVM with the same code a Deployment runs.
 */
final class E2eCluster implements AutoCloseable {

  /** {@code in-process} (default) or {@code external}: an operator already runs in the cluster. */
  static final String OPERATOR_PROPERTY = "kaiwo.e2e.operator";

  /** How long a workload may take to reach its state, as an ISO-8601 duration (default PT5M). */
  static final String TIMEOUT_PROPERTY = "kaiwo.e2e.timeout";

  private final KubernetesClient client;
  private final String namespace;
  private final KaiwoOperator operator;

  private E2eCluster(KubernetesClient client, String namespace, KaiwoOperator operator) {
    this.client = client;
    this.namespace = namespace;
    this.operator = operator;
  }

  /**
   * Connects to the cluster of {@code KUBECONFIG} and prepares it.
   *
   * @throws IllegalStateException when {@code KUBECONFIG} is not set: the suite never falls back to
   *     {@code ~/.kube/config}, so it cannot hit a cluster by accident
   */
  static E2eCluster connect() {
    String kubeconfig = System.getenv("KUBECONFIG");
    if (kubeconfig == null || kubeconfig.isBlank()) {
      throw new IllegalStateException(
          "the e2e suite runs against the cluster of KUBECONFIG; set it (see docs/e2e.md)");
    }
    KubernetesClient client =
        new KubernetesClientBuilder().withConfig(Config.autoConfigure(null)).build();
    applyCrds(client);
    String namespace = "kaiwo-e2e-" + UUID.randomUUID().toString().substring(0, 6);
    client
        .resource(
            new NamespaceBuilder().withNewMetadata().withName(namespace).endMetadata().build())
        .create();
    KaiwoOperator operator = null;
    if (!"external".equals(System.getProperty(OPERATOR_PROPERTY, "in-process"))) {
      operator = KaiwoOperator.create(client, OperatorOptions.defaults()).start();
    }
    return new E2eCluster(client, namespace, operator);
  }

  KubernetesClient client() {
    return client;
  }

  /** The namespace created for this run (deleted on close). */
  String namespace() {
    return namespace;
  }

  /** Awaitility bounded by {@value #TIMEOUT_PROPERTY}, polling every second. */
  static ConditionFactory eventually() {
    return Awaitility.await()
        .pollInterval(Duration.ofSeconds(1))
        .atMost(Duration.parse(System.getProperty(TIMEOUT_PROPERTY, "PT5M")))
        .ignoreExceptions();
  }

  /** {@code object} in this run's namespace, created. */
  <T extends HasMetadata> T create(T object) {
    object.getMetadata().setNamespace(namespace);
    return client.resource(object).create();
  }

  @Override
  public void close() {
    try {
      client.namespaces().withName(namespace).delete();
      if (operator != null) {
        operator.close();
      }
    } finally {
      client.close();
    }
  }

  /**
   * Creates or updates every CRD of {@code deploy/crds} with a merge patch (no server-side apply).
   */
  private static void applyCrds(KubernetesClient client) {
    for (Path file : crdFiles()) {
      try {
        CustomResourceDefinition crd =
            ApiSerialization.read(Files.readString(file), CustomResourceDefinition.class);
        var existing = client.resource(crd);
        if (existing.get() == null) {
          existing.create();
        } else {
          existing.patch(PatchContext.of(PatchType.JSON_MERGE), crd);
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
  }

  private static List<Path> crdFiles() {
    Path root = Path.of(System.getProperty("kaiwo.repo.root", ".."));
    try (Stream<Path> files = Files.list(root.resolve("deploy").resolve("crds"))) {
      return files
          .filter(f -> f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".yml"))
          .sorted()
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
