package ai.silogen.kaiwo.gateway.routing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HashRingTest {

  @Test
  void xxh64MatchesTheReferenceVectors() {
    assertThat(HashRing.hash("")).isEqualTo(0xef46db3751d8e999L);
    assertThat(HashRing.hash("abc")).isEqualTo(0x44bc2cf5ad770999L);
  }

  @Test
  void pointsAreSortedAsUnsignedValues() {
    HashRing ring = HashRing.build(new String[] {"a", "b", "c"}, 64, VnodeNaming.SEPARATED);

    long[] points = new long[ring.size()];
    Arrays.setAll(points, ring::point);
    for (int i = 1; i < points.length; i++) {
      assertThat(Long.compareUnsigned(points[i - 1], points[i])).isLessThanOrEqualTo(0);
    }
    // With 192 random points some are above 2^63, so signed order would differ.
    assertThat(Arrays.stream(points).anyMatch(p -> p < 0)).isTrue();
    assertThat(Arrays.stream(points).anyMatch(p -> p > 0)).isTrue();
  }

  @Test
  void lookupFindsTheFirstPointAtOrAfterTheHashAndWraps() {
    HashRing ring = HashRing.build(new String[] {"a", "b"}, 16, VnodeNaming.SEPARATED);
    int last = ring.size() - 1;

    assertThat(ring.firstAtOrAfter(ring.point(3))).isEqualTo(3);
    assertThat(ring.firstAtOrAfter(ring.point(3) + 1)).isEqualTo(4);
    assertThat(ring.firstAtOrAfter(ring.point(0))).isEqualTo(0);
    assertThat(ring.firstAtOrAfter(ring.point(last) + 1)).isEqualTo(0); // wraps
    assertThat(ring.firstAtOrAfter(-1L)).isEqualTo(0); // the largest unsigned value
  }

  @Test
  void kubeAiNamingHashesNamePlusIndexLikeKubeAi() {
    HashRing ring = HashRing.build(new String[] {"pod-a-1"}, 1, VnodeNaming.KUBEAI_COMPATIBLE);

    assertThat(ring.point(0)).isEqualTo(HashRing.hash("pod-a-10"));
  }

  @Test
  void separatedNamingHashesNameHashIndex() {
    HashRing ring = HashRing.build(new String[] {"ns/pod"}, 1, VnodeNaming.SEPARATED);

    assertThat(ring.point(0)).isEqualTo(HashRing.hash("ns/pod#0"));
  }

  @Test
  void collidingKubeAiVnodeNamesStillGiveEveryEndpointItsFullReplication() {
    // "pod-1" + "10" and "pod-11" + "0" are the same string in KubeAI's format.
    assertThat(VnodeNaming.KUBEAI_COMPATIBLE.vnodeKey("pod-1", 10))
        .isEqualTo(VnodeNaming.KUBEAI_COMPATIBLE.vnodeKey("pod-11", 0));
    String[] names = {"pod-1", "pod-11"};

    for (VnodeNaming naming : VnodeNaming.values()) {
      HashRing ring = HashRing.build(names, 20, naming);
      Map<Integer, Integer> owned = new HashMap<>();
      for (int i = 0; i < ring.size(); i++) {
        owned.merge(ring.owner(i), 1, Integer::sum);
      }
      assertThat(owned).as(naming.name()).containsEntry(0, 20).containsEntry(1, 20);
    }
    HashRing separated = HashRing.build(names, 20, VnodeNaming.SEPARATED);
    assertThat(Arrays.stream(pointsOf(separated)).distinct().count()).isEqualTo(40);
  }

  @Test
  void ringMatchesOnlyTheSameNamesReplicationAndNaming() {
    String[] names = {"a", "b"};
    HashRing ring = HashRing.build(names, 8, VnodeNaming.SEPARATED);

    assertThat(ring.matches(new String[] {"a", "b"}, 8, VnodeNaming.SEPARATED)).isTrue();
    assertThat(ring.matches(new String[] {"a"}, 8, VnodeNaming.SEPARATED)).isFalse();
    assertThat(ring.matches(names, 9, VnodeNaming.SEPARATED)).isFalse();
    assertThat(ring.matches(names, 8, VnodeNaming.KUBEAI_COMPATIBLE)).isFalse();
  }

  private static long[] pointsOf(HashRing ring) {
    long[] points = new long[ring.size()];
    Arrays.setAll(points, ring::point);
    return points;
  }
}
