package ai.silogen.kaiwo.sandbox.controlplane.kubelet;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.nodes.NodePool;
import ai.silogen.kaiwo.sandbox.nodes.SimulatedNode;
import org.junit.jupiter.api.Test;

class PodIpAllocatorTest {

  private final SimulatedNode node = NodePool.defaults().nodes().get(1);
  private final PodIpAllocator allocator = new PodIpAllocator();

  @Test
  void podsGetTheLowestFreeAddressAndKeepIt() {
    assertThat(allocator.allocate(node, "a", null)).isEqualTo("10.244.1.2");
    assertThat(allocator.allocate(node, "b", null)).isEqualTo("10.244.1.3");
    assertThat(allocator.allocate(node, "a", null)).isEqualTo("10.244.1.2");

    allocator.release(node.name(), "a");
    assertThat(allocator.allocate(node, "c", null)).isEqualTo("10.244.1.2");
  }

  @Test
  void reportedAddressIsKeptWhenFreeAndInRange() {
    assertThat(allocator.allocate(node, "a", "10.244.1.77")).isEqualTo("10.244.1.77");
    assertThat(allocator.allocate(node, "b", "10.244.1.77")).isEqualTo("10.244.1.2");
    assertThat(allocator.allocate(node, "c", "10.244.9.5")).isEqualTo("10.244.1.3");
  }
}
