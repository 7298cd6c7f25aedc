package ai.silogen.kaiwo.operator.namespaceconfig;

import ai.silogen.kaiwo.api.ApiSerialization;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfig;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfigSpec;
import ai.silogen.kaiwo.api.config.v1alpha1.AIMNamespaceConfigStatus;
import io.fabric8.kubernetes.api.model.Secret;
import io.fabric8.kubernetes.api.model.gatewayapi.v1.HTTPRoute;
import io.javaoperatorsdk.operator.api.config.informer.InformerEventSourceConfiguration;
import io.javaoperatorsdk.operator.api.reconciler.Cleaner;
import io.javaoperatorsdk.operator.api.reconciler.Context;
import io.javaoperatorsdk.operator.api.reconciler.ControllerConfiguration;
import io.javaoperatorsdk.operator.api.reconciler.DeleteControl;
import io.javaoperatorsdk.operator.api.reconciler.EventSourceContext;
import io.javaoperatorsdk.operator.api.reconciler.Reconciler;
import io.javaoperatorsdk.operator.api.reconciler.UpdateControl;
import io.javaoperatorsdk.operator.processing.event.source.EventSource;
import io.javaoperatorsdk.operator.processing.event.source.informer.InformerEventSource;
import io.javaoperatorsdk.operator.processing.event.source.informer.Mappers;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Applies AIMNamespaceConfigs: checks the Secrets they reference ({@link CredentialCheck}), exposes
 * the namespace's models through the named gateway ({@link GatewayRouteApplier}) and reports what
 * was applied ({@link NamespaceConfigStatusModel}). The credentials and pull secrets themselves are
 * read by the pod builders through {@link NamespaceConfigs}. Secrets are not watched (that would
 * cache every Secret of the cluster); unresolved references are checked again every minute.
 */
@ControllerConfiguration(name = NamespaceConfigReconciler.NAME)
public final class NamespaceConfigReconciler
    implements Reconciler<AIMNamespaceConfig>, Cleaner<AIMNamespaceConfig> {

  static final String NAME = "aim-namespace-config";

  private static final Duration RECHECK = Duration.ofMinutes(1);

  private final Clock clock;
  private final GatewayRouteApplier gateway;

  NamespaceConfigReconciler(Clock clock, GatewayRouteApplier gateway) {
    this.clock = clock;
    this.gateway = gateway;
  }

  @Override
  public List<EventSource<?, AIMNamespaceConfig>> prepareEventSources(
      EventSourceContext<AIMNamespaceConfig> context) {
    if (!gateway.routesServed()) {
      return List.of();
    }
    return List.of(
        new InformerEventSource<>(
            InformerEventSourceConfiguration.from(HTTPRoute.class, AIMNamespaceConfig.class)
                .withName("namespace-routes")
                .withLabelSelector(GatewayRoute.CONFIG_LABEL)
                .withSecondaryToPrimaryMapper(Mappers.fromOwnerReferences(AIMNamespaceConfig.class))
                .build(),
            context));
  }

  @Override
  public UpdateControl<AIMNamespaceConfig> reconcile(
      AIMNamespaceConfig config, Context<AIMNamespaceConfig> context) {
    String namespace = config.getMetadata().getNamespace();
    AIMNamespaceConfig active =
        NamespaceConfigs.active(
                context
                    .getPrimaryCache()
                    .list(c -> namespace.equals(c.getMetadata().getNamespace()))
                    .toList())
            .orElse(config);
    AIMNamespaceConfigStatus status;
    boolean recheck;
    if (!active.getMetadata().getName().equals(config.getMetadata().getName())) {
      gateway.apply(config, false);
      status =
          NamespaceConfigStatusModel.superseded(
              config, active.getMetadata().getName(), clock.instant());
      recheck = true;
    } else {
      AIMNamespaceConfigSpec spec =
          config.getSpec() == null ? new AIMNamespaceConfigSpec() : config.getSpec();
      CredentialCheck.Report report =
          CredentialCheck.check(spec, name -> secret(context, namespace, name));
      GatewayOutcome route = gateway.apply(config, true);
      status = NamespaceConfigStatusModel.applied(config, report, route, clock.instant());
      recheck =
          !report.unresolved().isEmpty()
              || !report.pullSecretsMissing().isEmpty()
              || !route.ready();
    }
    UpdateControl<AIMNamespaceConfig> control;
    if (config.getStatus() != null && ApiSerialization.sameContent(status, config.getStatus())) {
      control = UpdateControl.noUpdate();
    } else {
      config.setStatus(status);
      control = UpdateControl.patchStatus(config);
    }
    return recheck ? control.rescheduleAfter(RECHECK) : control;
  }

  @Override
  public DeleteControl cleanup(AIMNamespaceConfig config, Context<AIMNamespaceConfig> context) {
    String namespace = config.getMetadata().getNamespace();
    boolean othersRemain =
        context
            .getPrimaryCache()
            .list(
                c ->
                    namespace.equals(c.getMetadata().getNamespace())
                        && c.getMetadata().getDeletionTimestamp() == null)
            .findAny()
            .isPresent();
    if (!othersRemain) {
      gateway.removeGrant(namespace);
    }
    return DeleteControl.defaultDelete();
  }

  private static Optional<Secret> secret(
      Context<AIMNamespaceConfig> context, String namespace, String name) {
    return Optional.ofNullable(
        context.getClient().secrets().inNamespace(namespace).withName(name).get());
  }
}
