package ai.silogen.kaiwo.sandbox.server;

import io.fabric8.mockwebserver.crud.Attribute;
import io.fabric8.mockwebserver.crud.AttributeSet;
import io.fabric8.mockwebserver.crud.Key;
import java.util.Collection;
import java.util.HashMap;

/**
 * The attributes of a core {@code v1} object's key that count how often {@link
 * AttributeSet#matches} compares with them: it reads a query's attributes once per stored key it
 * compares, and asks a stored key whether it holds a query's attribute.
 */
final class CountingAttributes extends HashMap<Key, Attribute> {

  private int asQuery;
  private int asStoredKey;

  CountingAttributes(String plural, String namespace, String name) {
    String[][] pairs = {
      {"version", "v1"}, {"plural", plural}, {"namespace", namespace}, {"name", name}
    };
    for (String[] pair : pairs) {
      super.put(new Key(pair[0]), new Attribute(pair[0], pair[1]));
    }
  }

  /** Stored keys compared with these attributes as the query. */
  int comparedAsQuery() {
    return asQuery;
  }

  /** Queries compared with these attributes as the stored key. */
  int comparedAsStoredKey() {
    return asStoredKey;
  }

  @Override
  public Collection<Attribute> values() {
    asQuery++;
    return super.values();
  }

  @Override
  public boolean containsValue(Object value) {
    asStoredKey++;
    return super.containsValue(value);
  }
}
