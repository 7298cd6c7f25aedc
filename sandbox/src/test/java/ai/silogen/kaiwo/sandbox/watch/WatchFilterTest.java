package ai.silogen.kaiwo.sandbox.watch;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.sandbox.json.Json;
import ai.silogen.kaiwo.sandbox.selector.ObjectSelector;
import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

class WatchFilterTest {

  private static JsonNode pod(String uid, int resourceVersion, String tier) {
    return Json.parse(
        "{\"metadata\":{\"name\":\"p"
            + uid
            + "\",\"uid\":\""
            + uid
            + "\",\"resourceVersion\":\""
            + resourceVersion
            + "\",\"labels\":{\"tier\":\""
            + tier
            + "\"}}}");
  }

  @Test
  void objectsEnteringAndLeavingTheSelectorBecomeAddedAndDeleted() {
    WatchFilter filter = new WatchFilter(ObjectSelector.parse("tier in (gold)", null), 0);

    assertThat(filter.accept("ADDED", pod("1", 5, "bronze"))).isNull();
    assertThat(filter.accept("MODIFIED", pod("1", 6, "gold"))).isEqualTo("ADDED");
    assertThat(filter.accept("MODIFIED", pod("1", 7, "gold"))).isEqualTo("MODIFIED");
    assertThat(filter.accept("MODIFIED", pod("1", 8, "silver"))).isEqualTo("DELETED");
    assertThat(filter.accept("DELETED", pod("1", 8, "silver"))).isNull();
  }

  @Test
  void objectsAlreadyListedAreNotReplayedButLaterChangesAre() {
    WatchFilter filter = new WatchFilter(ObjectSelector.parse(null, null), 10);

    assertThat(filter.accept("ADDED", pod("1", 9, "gold"))).isNull();
    assertThat(filter.accept("ADDED", pod("2", 11, "gold"))).isEqualTo("ADDED");
    assertThat(filter.accept("MODIFIED", pod("1", 12, "gold"))).isEqualTo("MODIFIED");
    assertThat(filter.accept("DELETED", pod("1", 12, "gold"))).isEqualTo("DELETED");
  }
}
