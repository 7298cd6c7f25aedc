package ai.silogen.kaiwo.sandbox.controlplane.ecosystem;

import ai.silogen.kaiwo.sandbox.controlplane.appwrapper.AppWrapperController;
import ai.silogen.kaiwo.sandbox.controlplane.kuberay.RayClusterController;
import ai.silogen.kaiwo.sandbox.controlplane.kuberay.RayJobController;
import ai.silogen.kaiwo.sandbox.controlplane.kuberay.RayServiceController;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.AppWrapperIntegration;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.BatchJobIntegration;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.JobIntegration;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.KueueJobController;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.KueueScheduler;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.KueueWebhook;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.PodIntegration;
import ai.silogen.kaiwo.sandbox.controlplane.kueue.RayJobIntegration;
import ai.silogen.kaiwo.sandbox.spi.AdmissionPlugin;
import ai.silogen.kaiwo.sandbox.spi.SandboxComponent;
import io.fabric8.kubernetes.api.model.apiextensions.v1.CustomResourceDefinition;
import java.util.ArrayList;
import java.util.List;

/**
 * The stand-ins for the cluster add-ons Kaiwo depends on, ready for the sandbox to install: their
 * CRDs, their mutating webhooks (as {@link AdmissionPlugin}s) and their controllers (as {@link
 * SandboxComponent}s).
 *
 * <ul>
 *   <li>Kueue: queues Jobs, RayJobs, AppWrappers and Pods that name a LocalQueue and admits them
 *       against ClusterQueue quota in priority order ({@link KueueWebhook}, {@link KueueScheduler},
 *       one {@link KueueJobController} per kind).
 *   <li>KubeRay: RayClusters, RayJobs and RayServices ({@link RayClusterController}, {@link
 *       RayJobController}, {@link RayServiceController}).
 *   <li>AppWrapper: deploys wrapped objects once admitted ({@link AppWrapperController}).
 * </ul>
 *
 * <p>Install the CRDs before starting the components, and register the admission plugins with the
 * API server before anything is created.
 */
public final class EcosystemComponents {

  private final List<JobIntegration> integrations =
      List.of(
          new BatchJobIntegration(),
          new RayJobIntegration(),
          new AppWrapperIntegration(),
          new PodIntegration());
  private final EcosystemOptions options;

  private EcosystemComponents(EcosystemOptions options) {
    this.options = options;
  }

  public static EcosystemComponents create(EcosystemOptions options) {
    return new EcosystemComponents(options);
  }

  /** The add-ons' CRDs (see {@link EcosystemCrds#FILES}). */
  public List<CustomResourceDefinition> customResourceDefinitions() {
    return EcosystemCrds.load();
  }

  /** The add-ons' mutating webhooks. */
  public List<AdmissionPlugin> admissionPlugins() {
    return List.of(new KueueWebhook(integrations));
  }

  /** New, unstarted controllers; start them after the CRDs exist, close them in reverse. */
  public List<SandboxComponent> components() {
    List<SandboxComponent> components = new ArrayList<>();
    components.add(new KueueScheduler(options.clock()));
    integrations.forEach(i -> components.add(new KueueJobController(i, options.clock())));
    components.add(new RayClusterController(options.clock()));
    components.add(new RayJobController(options.defaultRunTime(), options.clock()));
    components.add(new RayServiceController(options.clock()));
    components.add(new AppWrapperController(options.clock()));
    return components;
  }
}
