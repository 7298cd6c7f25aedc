package ai.silogen.kaiwo.gateway.routing;

import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One model-server endpoint of a group: immutable identity, address and adapters, plus the
 * in-flight counter the gateway keeps for it.
 *
 * <p>When the watcher reports new adapters or a new address for a known pod, the group replaces the
 * {@code Endpoint} object but hands the same counter to the new one, so leases taken before the
 * change still decrement the right count.
 */
public final class Endpoint {
  private final String name;
  private final String address;
  private final Set<String> adapters;
  private final AtomicInteger inFlight;

  Endpoint(String name, String address, Set<String> adapters, AtomicInteger inFlight) {
    this.name = name;
    this.address = address;
    this.adapters = adapters;
    this.inFlight = inFlight;
  }

  static Endpoint fresh(ObservedEndpoint observed) {
    return new Endpoint(
        observed.name(), observed.address(), observed.adapters(), new AtomicInteger());
  }

  /** This endpoint with the observed address and adapters, keeping its in-flight counter. */
  Endpoint updatedFrom(ObservedEndpoint observed) {
    if (observed.address().equals(address) && observed.adapters().equals(adapters)) {
      return this;
    }
    return new Endpoint(name, observed.address(), observed.adapters(), inFlight);
  }

  /** {@code <namespace>/<pod>}. */
  public String name() {
    return name;
  }

  /** {@code host:port}. */
  public String address() {
    return address;
  }

  public Set<String> adapters() {
    return adapters;
  }

  /** Whether the endpoint can serve a request for {@code adapter} ({@code ""} = base model). */
  public boolean serves(String adapter) {
    return adapter.isEmpty() || adapters.contains(adapter);
  }

  /** Requests currently leased to this endpoint by this gateway. */
  public int inFlight() {
    return inFlight.get();
  }

  AtomicInteger inFlightCounter() {
    return inFlight;
  }

  @Override
  public String toString() {
    return name + "@" + address + "(inFlight=" + inFlight.get() + ")";
  }
}
