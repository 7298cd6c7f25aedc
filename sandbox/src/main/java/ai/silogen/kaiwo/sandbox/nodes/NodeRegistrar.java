package ai.silogen.kaiwo.sandbox.nodes;

import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ControllerComponent;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKey;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.ObjectKeys;
import ai.silogen.kaiwo.sandbox.controlplane.reconcile.Result;
import io.fabric8.kubernetes.api.model.Node;
import io.fabric8.kubernetes.api.model.NodeBuilder;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.informers.SharedIndexInformer;
import java.time.Clock;
import java.util.Optional;

/**
 * The node-registration half of the simulated kubelets: at start it (re)creates a Node object for
 * every node of the {@link NodePool} (replacing labels, taints and spec of a leftover node of the
 * same name), then keeps each node's status Ready with the pool's capacity, as a kubelet's status
 * updates would if someone overwrote them.
 *
 * <p>A node deleted while the sandbox runs stays deleted (the way to simulate losing a node); a
 * real kubelet would register it again.
 */
public final class NodeRegistrar extends ControllerComponent {

  private final NodePool pool;
  private final Clock clock;
  private SharedIndexInformer<Node> nodes;

  public NodeRegistrar(NodePool pool, Clock clock) {
    super("node-registrar", 1);
    this.pool = pool;
    this.clock = clock;
  }

  @Override
  protected void onStart(KubernetesClient client) {
    for (SimulatedNode node : pool.nodes()) {
      register(client, node);
    }
    nodes = inform(client.nodes(), ObjectKeys::self);
  }

  @Override
  protected Result reconcile(ObjectKey key) {
    Optional<SimulatedNode> simulated = pool.node(key.name());
    Node actual = nodes.getStore().getByKey(key.storeKey());
    if (simulated.isPresent()
        && actual != null
        && NodeFactory.needsRepair(simulated.get(), actual.getStatus())) {
      writeStatus(client(), simulated.get(), actual);
    }
    return Result.done();
  }

  private void register(KubernetesClient client, SimulatedNode node) {
    Node desired = NodeFactory.node(node);
    Node existing = client.nodes().withName(node.name()).get();
    Node written;
    if (existing == null) {
      written = client.nodes().resource(desired).create();
    } else {
      Node replacement =
          new NodeBuilder(existing)
              .editMetadata()
              .withLabels(desired.getMetadata().getLabels())
              .endMetadata()
              .withSpec(desired.getSpec())
              .build();
      written = client.nodes().resource(replacement).update();
    }
    writeStatus(client, node, written);
  }

  private void writeStatus(KubernetesClient client, SimulatedNode node, Node current) {
    Node withStatus =
        new NodeBuilder(current).withStatus(NodeFactory.status(node, clock.instant())).build();
    client.nodes().resource(withStatus).updateStatus();
  }
}
