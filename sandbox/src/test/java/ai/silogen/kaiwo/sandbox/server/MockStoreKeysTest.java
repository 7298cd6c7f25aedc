package ai.silogen.kaiwo.sandbox.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.fabric8.kubernetes.client.dsl.base.CustomResourceDefinitionContext;
import io.fabric8.kubernetes.client.server.mock.CustomResourceDefinitionProcessor;
import io.fabric8.kubernetes.client.server.mock.KubernetesAttributesExtractor;
import io.fabric8.mockwebserver.crud.AttributeSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The key index answers every lookup as the mock's scan over its store does, from the keys the
 * mock's extractor computes, without visiting the other keys.
 */
class MockStoreKeysTest {

  private final KubernetesAttributesExtractor extractor = new KubernetesAttributesExtractor();
  private final Map<AttributeSet, String> store = new LinkedHashMap<>();
  private final MockStoreKeys keys = new MockStoreKeys(store);

  @Test
  void findsAStoredObjectAndItsReplacementAndNothingOnceRemoved() {
    String path = "/api/v1/namespaces/ns1/configmaps/a";
    write(path, configMap("ns1", "a", "1"));

    assertThat(value(path)).contains(configMap("ns1", "a", "1"));

    write(path, configMap("ns1", "a", "2"));
    assertThat(value(path)).contains(configMap("ns1", "a", "2"));
    assertThat(store).hasSize(1);

    delete(path);
    assertThat(keys.matching(extractor.fromPath(path))).contains(List.of());
    assertThat(keys.rebuilds()).isZero();
  }

  @Test
  void tellsACollectionFromAnObjectOfTheSameNameInTwoNamespaces() {
    write("/api/v1/namespaces/ns1/configmaps/a", configMap("ns1", "a", "1"));
    write("/api/v1/namespaces/ns2/configmaps/a", configMap("ns2", "a", "2"));
    write("/api/v1/namespaces/a", namespace("a"));

    assertThat(value("/api/v1/namespaces/ns1/configmaps/a")).contains(configMap("ns1", "a", "1"));
    assertThat(value("/api/v1/namespaces/ns2/configmaps/a")).contains(configMap("ns2", "a", "2"));
    assertThat(value("/api/v1/namespaces/a")).contains(namespace("a"));
    assertThat(keys.matching(extractor.fromPath("/api/v1/namespaces/ns3/configmaps/a")))
        .contains(List.of());
  }

  @Test
  void leavesToTheScanALookupThatMatchesSeveralObjects() {
    write("/api/v1/namespaces/ns1/configmaps/a", configMap("ns1", "a", "1"));
    write("/api/v1/namespaces/ns2/configmaps/a", configMap("ns2", "a", "2"));

    // A path without a namespace matches the object of every namespace, as in the mock.
    AttributeSet everyNamespace = extractor.fromPath("/api/v1/configmaps/a");

    assertThat(scan(everyNamespace)).hasSize(2);
    assertThat(keys.matching(everyNamespace)).isEmpty();
  }

  @Test
  void tellsAClusterScopedObjectFromANamespacedOneOfTheSameName() {
    write("/apis/example.io/v1/widgets/w", widget(null, "w", "cluster"));
    write("/apis/example.io/v1/namespaces/ns1/widgets/w", widget("ns1", "w", "namespaced"));

    assertThat(value("/apis/example.io/v1/namespaces/ns1/widgets/w"))
        .contains(widget("ns1", "w", "namespaced"));
    assertThat(keys.matching(extractor.fromPath("/apis/example.io/v1/namespaces/ns2/widgets/w")))
        .contains(List.of());
    assertThat(keys.matching(extractor.fromPath("/apis/example.io/v1/widgets/w")))
        .as("a cluster path matches both, as in the mock")
        .isEmpty();
  }

  @Test
  void tellsApartTheSamePluralInTwoGroups() {
    write("/apis/a.io/v1/namespaces/ns1/things/t", thing("a.io", "ns1", "t", "from a"));
    write("/apis/b.io/v1/namespaces/ns1/things/t", thing("b.io", "ns1", "t", "from b"));

    assertThat(value("/apis/a.io/v1/namespaces/ns1/things/t"))
        .contains(thing("a.io", "ns1", "t", "from a"));
    assertThat(value("/apis/b.io/v1/namespaces/ns1/things/t"))
        .contains(thing("b.io", "ns1", "t", "from b"));
    assertThat(keys.matching(extractor.fromPath("/apis/c.io/v1/namespaces/ns1/things/t")))
        .contains(List.of());
  }

  @Test
  void findsCustomResourcesStoredUnderTheirDefinitionsPlural() {
    CustomResourceDefinitionProcessor crds = new CustomResourceDefinitionProcessor();
    crds.addCrdContext(
        new CustomResourceDefinitionContext.Builder()
            .withGroup("a.io")
            .withVersion("v1")
            .withKind("Thing")
            .withPlural("things")
            .withScope("Namespaced")
            .build());
    extractor.setCustomResourceDefinitionProcessor(crds);
    String path = "/apis/a.io/v1/namespaces/ns1/things/t";
    write(path, thing("a.io", "ns1", "t", "1"));
    write(path, thing("a.io", "ns1", "t", "2"));

    assertThat(value(path)).contains(thing("a.io", "ns1", "t", "2"));
    assertThat(store).hasSize(1);
    assertThat(keys.rebuilds()).isZero();
  }

  @Test
  void visitsOnlyTheKeysFiledUnderTheQuerysPluralAndName() {
    for (int i = 0; i < 100; i++) {
      write("/api/v1/namespaces/ns1/configmaps/c" + i, configMap("ns1", "c" + i, "v"));
    }
    CountingAttributes attributes = new CountingAttributes("configmaps", "ns1", "c42");
    AttributeSet query = new AttributeSet(attributes);

    assertThat(keys.matching(query).orElseThrow()).hasSize(1);
    assertThat(attributes.comparedAsQuery()).isEqualTo(1);
  }

  @Test
  void rebuildsFromTheStoreWhenAWriteWentUnreported() {
    write("/api/v1/namespaces/ns1/configmaps/a", configMap("ns1", "a", "1"));
    AttributeSet hidden = extractor.fromPath("/api/v1/namespaces/ns1/configmaps/b");
    store.put(hidden, configMap("ns1", "b", "1"));

    assertThat(value("/api/v1/namespaces/ns1/configmaps/b")).contains(configMap("ns1", "b", "1"));
    assertThat(keys.rebuilds()).isEqualTo(1);
  }

  @Test
  void answersEveryLookupAsTheScanDoes() {
    List<String> namespaces = List.of("ns1", "ns2");
    List<String> names = List.of("a", "b", "c");
    for (String ns : namespaces) {
      for (String name : names) {
        write("/api/v1/namespaces/" + ns + "/configmaps/" + name, configMap(ns, name, "1"));
        write("/apis/a.io/v1/namespaces/" + ns + "/things/" + name, thing("a.io", ns, name, "1"));
      }
    }
    delete("/api/v1/namespaces/ns2/configmaps/b");
    write("/api/v1/namespaces/ns1/configmaps/a", configMap("ns1", "a", "2"));

    for (String ns : List.of("ns1", "ns2", "ns3")) {
      for (String name : List.of("a", "b", "c", "d")) {
        for (String path :
            List.of(
                "/api/v1/namespaces/" + ns + "/configmaps/" + name,
                "/apis/a.io/v1/namespaces/" + ns + "/things/" + name,
                "/apis/b.io/v1/namespaces/" + ns + "/things/" + name,
                "/api/v2/namespaces/" + ns + "/configmaps/" + name)) {
          AttributeSet query = extractor.fromPath(path);
          assertThat(keys.matching(query).orElseThrow()).as(path).isEqualTo(scan(query));
        }
      }
    }
  }

  /** What the mock's processEvent does for a create or update of {@code objectPath}. */
  private void write(String objectPath, String json) {
    AttributeSet pathAttributes = extractor.fromPath(objectPath);
    AttributeSet old =
        scan(pathAttributes).stream().findFirst().map(Map.Entry::getKey).orElse(null);
    AttributeSet key = keys.keyOf(extractor, pathAttributes, null, json);
    store.remove(old);
    store.put(key, json);
    keys.written(old, key);
  }

  private void delete(String objectPath) {
    AttributeSet old = scan(extractor.fromPath(objectPath)).getFirst().getKey();
    store.remove(old);
    keys.written(old, null);
  }

  private Optional<String> value(String objectPath) {
    return keys.matching(extractor.fromPath(objectPath)).orElseThrow().stream()
        .map(Map.Entry::getValue)
        .findFirst();
  }

  private List<Map.Entry<AttributeSet, String>> scan(AttributeSet query) {
    return store.entrySet().stream()
        .filter(e -> e.getKey().matches(query))
        .map(e -> Map.entry(e.getKey(), e.getValue()))
        .toList();
  }

  private static String configMap(String namespace, String name, String data) {
    return """
        {"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"%s","namespace":"%s"},\
        "data":{"d":"%s"}}"""
        .formatted(name, namespace, data);
  }

  private static String namespace(String name) {
    return """
        {"apiVersion":"v1","kind":"Namespace","metadata":{"name":"%s"}}"""
        .formatted(name);
  }

  private static String widget(String namespace, String name, String spec) {
    String ns = namespace == null ? "" : ",\"namespace\":\"" + namespace + "\"";
    return """
        {"apiVersion":"example.io/v1","kind":"Widget","metadata":{"name":"%s"%s},\
        "spec":{"s":"%s"}}"""
        .formatted(name, ns, spec);
  }

  private static String thing(String group, String namespace, String name, String spec) {
    return """
        {"apiVersion":"%s/v1","kind":"Thing","metadata":{"name":"%s","namespace":"%s"},\
        "spec":{"s":"%s"}}"""
        .formatted(group, name, namespace, spec);
  }
}
