package ai.silogen.kaiwo.operator.namespaceconfig;

import ai.silogen.kaiwo.api.config.v1alpha1.AIMCredentialStatus;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfigStatus;
import ai.silogen.kaiwo.api.status.Conditions;
import io.fabric8.kubernetes.api.model.Condition;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The status of an AIMNamespaceConfig: what was applied (credential resolution, image pull secrets,
 * the gateway route) and conditions {@value #CREDENTIALS}, {@value #PULL_SECRETS}, {@value
 * #GATEWAY} and {@value #READY} (all others true). A config superseded by an older one in the same
 * namespace is not applied and says so.
 */
public final class NamespaceConfigStatusModel {

  public static final String READY = "Ready";
  public static final String CREDENTIALS = "CredentialsResolved";
  public static final String PULL_SECRETS = "ImagePullSecretsResolved";
  public static final String GATEWAY = "GatewayReady";

  private NamespaceConfigStatusModel() {}

  /** The status of an applied config. */
  public static AIMNamespaceConfigStatus applied(
      AIMNamespaceConfig config,
      CredentialCheck.Report report,
      GatewayOutcome gateway,
      Instant now) {
    Long generation = config.getMetadata().getGeneration();
    List<Condition> conditions = new ArrayList<>();
    List<AIMCredentialStatus> unresolved = report.unresolved();
    conditions.add(
        unresolved.isEmpty()
            ? Conditions.of(
                CREDENTIALS,
                true,
                "Resolved",
                report.credentials().size() + " credential references resolve",
                now,
                generation)
            : Conditions.of(
                CREDENTIALS,
                false,
                "SecretsMissing",
                unresolved.stream()
                    .map(c -> c.getProvider() + ": " + c.getMessage())
                    // a Secret both keys of a credential name is missing once, not twice
                    .distinct()
                    .collect(Collectors.joining("; ")),
                now,
                generation));
    conditions.add(
        report.pullSecretsMissing().isEmpty()
            ? Conditions.of(
                PULL_SECRETS, true, "Resolved", "all image pull secrets exist", now, generation)
            : Conditions.of(
                PULL_SECRETS,
                false,
                "SecretsMissing",
                "image pull secrets not found: " + String.join(", ", report.pullSecretsMissing()),
                now,
                generation));
    if (gateway.configured()) {
      conditions.add(
          Conditions.of(
              GATEWAY, gateway.ready(), gateway.reason(), gateway.message(), now, generation));
    }
    boolean ready = conditions.stream().allMatch(c -> Conditions.TRUE.equals(c.getStatus()));
    conditions.add(
        Conditions.of(
            READY,
            ready,
            ready ? "Applied" : "Incomplete",
            ready
                ? "credentials, image pull secrets and routing are applied"
                : "see the other conditions",
            now,
            generation));
    AIMNamespaceConfigStatus status = status(config, conditions);
    status.setCredentials(report.credentials().isEmpty() ? null : report.credentials());
    status.setImagePullSecrets(
        report.pullSecretsFound().isEmpty() ? null : report.pullSecretsFound());
    status.setGatewayRoute(gateway.route().orElse(null));
    return status;
  }

  /** The status of a config that another config of the namespace supersedes. */
  public static AIMNamespaceConfigStatus superseded(
      AIMNamespaceConfig config, String activeName, Instant now) {
    return status(
        config,
        List.of(
            Conditions.of(
                READY,
                false,
                "Superseded",
                "AIMNamespaceConfig "
                    + activeName
                    + " configures this namespace (the oldest one applies); this one is ignored",
                now,
                config.getMetadata().getGeneration())));
  }

  private static AIMNamespaceConfigStatus status(
      AIMNamespaceConfig config, List<Condition> conditions) {
    List<Condition> existing =
        config.getStatus() == null ? null : config.getStatus().getConditions();
    AIMNamespaceConfigStatus status = new AIMNamespaceConfigStatus();
    // Conditions that no longer apply (e.g. topologies now supported) are dropped.
    status.setConditions(Conditions.replaceAll(existing, conditions));
    status.setObservedGeneration(config.getMetadata().getGeneration());
    return status;
  }
}
