package ai.silogen.kaiwo.sandbox.server;

import ai.silogen.kaiwo.sandbox.store.StoredObject;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.mockwebserver.http.MockResponse;

/**
 * The mock's CRUD operations as the sandbox's handlers use them, once admission has decided what to
 * store. Callers hold the dispatcher's write lock for writes.
 */
interface MockStore {

  /** Stores a new object (POST to a collection path). */
  MockResponse create(ApiRequest request);

  /** Replaces an object or its status (PUT to an object or status path). */
  MockResponse update(ApiRequest request);

  /** Deletes an object, or marks it when it has finalizers. */
  MockResponse delete(String objectPath);

  /** Opens a watch on a collection path (query {@code watch=true}). */
  MockResponse watch(String collectionPath);

  /**
   * Overwrites a stored object without the mock's update rules, for state only the server itself
   * may set (a namespace's deletion timestamp without finalizers). Assigns a new resource version
   * and returns the stored JSON.
   */
  String overwrite(StoredObject current, ObjectNode object);

  /** The newest resource version handed out. */
  long resourceVersion();

  /** Runs {@code action} while no write can happen. */
  void withoutWrites(Runnable action);
}
