package ai.silogen.kaiwo.sandbox.watch;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.server.ResourcePath;
import ai.silogen.kaiwo.sandbox.store.StoredObject;
import java.util.List;
import org.junit.jupiter.api.Test;

class DeletionLogTest {

  private static StoredObject configMap(String namespace, String name) {
    return StoredObject.of(
        ResourcePath.of("", "v1", "configmaps", namespace, name),
        "{\"apiVersion\":\"v1\",\"kind\":\"ConfigMap\",\"metadata\":{\"name\":\""
            + name
            + "\",\"namespace\":\""
            + namespace
            + "\",\"uid\":\"uid-"
            + name
            + "\",\"resourceVersion\":\"1\"}}");
  }

  private static List<String> names(List<DeletionLog.Deletion> deletions) {
    return deletions.stream().map(d -> d.object().name()).toList();
  }

  @Test
  void returnsTheDeletionsAfterAVersionInTheWatchedCollection() {
    DeletionLog log = new DeletionLog(10);
    log.record(5, configMap("a", "early"));
    log.record(8, configMap("a", "late"));
    log.record(9, configMap("b", "elsewhere"));

    assertThat(log.since(5, "", "configmaps", "a"))
        .map(DeletionLogTest::names)
        .hasValue(List.of("late"));
    assertThat(log.since(4, "", "configmaps", null))
        .map(DeletionLogTest::names)
        .hasValue(List.of("early", "late", "elsewhere"));
    assertThat(log.since(4, "", "secrets", "a")).hasValue(List.of());
  }

  @Test
  void aVersionOlderThanWhatIsKeptCannotBeAnswered() {
    DeletionLog log = new DeletionLog(2);
    log.record(5, configMap("a", "first"));
    log.record(6, configMap("a", "second"));
    log.record(7, configMap("a", "third"));

    assertThat(log.oldestKept()).isEqualTo(5);
    assertThat(log.since(4, "", "configmaps", "a")).isEmpty();
    assertThat(log.since(5, "", "configmaps", "a"))
        .map(DeletionLogTest::names)
        .hasValue(List.of("second", "third"));
  }
}
