package ai.silogen.kaiwo.gateway.routing;

import static ai.silogen.kaiwo.gateway.routing.RoutingFixtures.endpoint;
import static ai.silogen.kaiwo.gateway.routing.RoutingFixtures.names;
import static ai.silogen.kaiwo.gateway.routing.RoutingFixtures.owner;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;

class PrefixHashPropertiesTest {

  /** Endpoints with random loads; about half of them serve adapter "x". */
  @Provide
  Arbitrary<Endpoint[]> loadedEndpoints() {
    Arbitrary<Endpoint> endpoint =
        Combinators.combine(
                Arbitraries.strings().alpha().ofMinLength(1).ofMaxLength(8),
                Arbitraries.integers().between(0, 60),
                Arbitraries.of(true, false))
            .as(
                (name, load, adapter) ->
                    adapter ? endpoint(name, load, "x") : endpoint(name, load));
    return endpoint
        .list()
        .ofMinSize(1)
        .ofMaxSize(10)
        .uniqueElements(Endpoint::name)
        .map(list -> list.toArray(Endpoint[]::new));
  }

  @Property
  void neverExceedsTheBoundWhenAnEligibleEndpointIsUnderIt(
      @ForAll("loadedEndpoints") Endpoint[] endpoints,
      @ForAll String key,
      @ForAll boolean withAdapter,
      @ForAll @IntRange(min = 0, max = 40) int inFlightElsewhere,
      @ForAll @DoubleRange(min = 1.0, max = 3.0) double factor) {
    String adapter = withAdapter ? "x" : "";
    int total = Arrays.stream(endpoints).mapToInt(Endpoint::inFlight).sum() + inFlightElsewhere;
    HashRing ring = HashRing.build(names(endpoints), 8, VnodeNaming.SEPARATED);

    Route route = PrefixHash.choose(endpoints, ring, HashRing.hash(key), adapter, total, factor);

    List<Endpoint> eligible = Arrays.stream(endpoints).filter(e -> e.serves(adapter)).toList();
    if (eligible.isEmpty()) {
      assertThat(route).isNull();
      return;
    }
    boolean someUnderBound =
        eligible.stream()
            .anyMatch(e -> PrefixHash.loadOk(e.inFlight(), total, endpoints.length, factor));
    assertThat(route.endpoint().serves(adapter)).isTrue();
    assertThat(route.usedDefault()).isEqualTo(!someUnderBound);
    if (someUnderBound) {
      assertThat(PrefixHash.loadOk(route.endpoint().inFlight(), total, endpoints.length, factor))
          .isTrue();
    } else {
      Route unbounded = PrefixHash.choose(endpoints, ring, HashRing.hash(key), adapter, 0, factor);
      assertThat(route.endpoint()).isSameAs(unbounded.endpoint()); // the first eligible on the ring
    }
  }

  @Property(tries = 30)
  void addingAnEndpointMovesAboutOneInNPlusOneKeysAllToTheNewEndpoint(
      @ForAll @IntRange(min = 2, max = 16) int n, @ForAll long seed) {
    Endpoint[] before = endpoints(n, "pod-");
    Endpoint[] after = Arrays.copyOf(before, n + 1);
    after[n] = endpoint("added", 0);
    HashRing ringBefore = HashRing.build(names(before), 256, VnodeNaming.SEPARATED);
    HashRing ringAfter = HashRing.build(names(after), 256, VnodeNaming.SEPARATED);

    List<String> keys = randomKeys(4000, seed);
    int moved = 0;
    for (String key : keys) {
      String was = owner(before, ringBefore, key);
      String is = owner(after, ringAfter, key);
      if (!was.equals(is)) {
        assertThat(is).isEqualTo("added");
        moved++;
      }
    }
    double expected = keys.size() / (n + 1.0);
    assertThat((double) moved).isBetween(expected * 0.6, expected * 1.5);
  }

  @Property(tries = 30)
  void removingAnEndpointMovesOnlyItsKeys(
      @ForAll @IntRange(min = 2, max = 16) int n, @ForAll long seed) {
    Endpoint[] before = endpoints(n, "pod-");
    int removed = new Random(seed).nextInt(n);
    List<Endpoint> remaining = new ArrayList<>(Arrays.asList(before));
    remaining.remove(removed);
    Endpoint[] after = remaining.toArray(Endpoint[]::new);
    HashRing ringBefore = HashRing.build(names(before), 64, VnodeNaming.SEPARATED);
    HashRing ringAfter = HashRing.build(names(after), 64, VnodeNaming.SEPARATED);

    for (String key : randomKeys(1000, seed)) {
      String was = owner(before, ringBefore, key);
      String is = owner(after, ringAfter, key);
      if (!was.equals(before[removed].name())) {
        assertThat(is).isEqualTo(was);
      }
    }
  }

  @Property(tries = 10)
  void keysSpreadRoughlyEvenlyWith256VirtualNodes(@ForAll long seed) {
    Endpoint[] endpoints = endpoints(8, "default/model-m-5f7-");
    HashRing ring = HashRing.build(names(endpoints), 256, VnodeNaming.SEPARATED);
    Map<String, Integer> owned = new HashMap<>();

    List<String> keys = randomKeys(8192, seed);
    keys.forEach(key -> owned.merge(owner(endpoints, ring, key), 1, Integer::sum));

    double mean = keys.size() / 8.0;
    assertThat(owned).hasSize(8);
    assertThat(owned.values())
        .allSatisfy(count -> assertThat((double) count).isBetween(mean * 0.75, mean * 1.25));
  }

  private static Endpoint[] endpoints(int n, String prefix) {
    Endpoint[] endpoints = new Endpoint[n];
    for (int i = 0; i < n; i++) {
      endpoints[i] = endpoint(prefix + i, 0);
    }
    return endpoints;
  }

  private static List<String> randomKeys(int count, long seed) {
    Random random = new Random(seed);
    List<String> keys = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      keys.add("conversation " + random.nextLong() + " says hello");
    }
    return keys;
  }
}
