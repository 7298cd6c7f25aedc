package ai.silogen.kaiwo.sandbox.store;

/** Notified after every write of the store; must return quickly (it runs under the write lock). */
@FunctionalInterface
public interface StoreListener {

  /**
   * @param before the object before the write, {@code null} on create
   * @param after the object after the write, {@code null} when it was removed
   */
  void onChange(StoredObject before, StoredObject after);
}
