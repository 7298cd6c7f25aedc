package ai.silogen.kaiwo.sandbox.controlplane;

import ai.silogen.kaiwo.sandbox.controlplane.deployment.DeploymentController;
import ai.silogen.kaiwo.sandbox.controlplane.deployment.ReplicaSetController;
import ai.silogen.kaiwo.sandbox.controlplane.job.JobController;
import ai.silogen.kaiwo.sandbox.controlplane.kubelet.Kubelet;
import ai.silogen.kaiwo.sandbox.controlplane.scheduler.Scheduler;
import ai.silogen.kaiwo.sandbox.controlplane.storage.VolumeProvisioner;
import ai.silogen.kaiwo.sandbox.nodes.NodeRegistrar;
import ai.silogen.kaiwo.sandbox.spi.SandboxComponent;
import java.util.List;

/**
 * The simulated core control plane of the sandbox: node registration, scheduler, kubelets, and the
 * job, deployment, replica-set and volume controllers. Each is a {@link SandboxComponent} that
 * talks to the API server only through the client it is started with, so they run against any API
 * server. Start them in the returned order (nodes first, so the scheduler sees them when the first
 * pods arrive) and close them in reverse.
 */
public final class ControlPlane {

  private ControlPlane() {}

  /** New, unstarted components configured by {@code options}. */
  public static List<SandboxComponent> components(ControlPlaneOptions options) {
    return List.of(
        new NodeRegistrar(options.nodePool(), options.clock()),
        new VolumeProvisioner(options.clock()),
        new Scheduler(options.clock()),
        new Kubelet(
            options.nodePool(),
            options.defaultRunTime(),
            options.podRuntimes(),
            options.podLogs(),
            options.clock()),
        new JobController(options.clock()),
        new DeploymentController(options.clock()),
        new ReplicaSetController(options.clock()));
  }
}
