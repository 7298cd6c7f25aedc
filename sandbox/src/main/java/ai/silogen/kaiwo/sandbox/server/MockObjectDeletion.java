package ai.silogen.kaiwo.sandbox.server;

import io.fabric8.kubernetes.api.model.GenericKubernetesResource;
import io.fabric8.kubernetes.client.server.mock.crud.KubernetesCrudPersistence;
import io.fabric8.kubernetes.client.utils.Serialization;
import io.fabric8.mockwebserver.crud.AttributeSet;
import io.fabric8.mockwebserver.http.MockResponse;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.Map;

/**
 * The mock's DELETE of one stored entry, for a caller that found the entry itself: an object
 * without finalizers is removed; one with finalizers gets a deletion timestamp and a new resource
 * version the first time and is kept. The answer is 200 with the object as it was stored, as the
 * mock answers.
 */
final class MockObjectDeletion {

  private MockObjectDeletion() {}

  /**
   * @param store the mock store; the caller holds its write lock
   * @param path the DELETE's path
   * @param pathAttributes the attributes of {@code path}
   * @param entry the stored entry {@code path} addresses
   */
  static MockResponse delete(
      KubernetesCrudPersistence store,
      String path,
      AttributeSet pathAttributes,
      Map.Entry<AttributeSet, String> entry) {
    GenericKubernetesResource object =
        Serialization.unmarshal(entry.getValue(), GenericKubernetesResource.class);
    if (object.getFinalizers().isEmpty()) {
      store.processEvent(path, pathAttributes, entry.getKey(), null, null);
    } else if (!object.isMarkedForDeletion()) {
      object
          .getMetadata()
          .setDeletionTimestamp(
              ZonedDateTime.now(ZoneOffset.UTC)
                  .truncatedTo(ChronoUnit.SECONDS)
                  .format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
      object.getMetadata().setResourceVersion(String.valueOf(store.requestResourceVersion()));
      store.processEvent(
          path, pathAttributes, entry.getKey(), object, Serialization.asJson(object));
    }
    return new MockResponse().setResponseCode(200).setBody(entry.getValue());
  }
}
