package ai.silogen.kaiwo.gateway.routing;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One request's claim on an endpoint. Taking the lease counted the request as in flight on the
 * endpoint and its group; {@link #close()} (or {@link #done()}) releases both counts exactly once,
 * however often and from whichever threads it is called.
 *
 * <p>Hold the lease for the whole exchange, including retries and a streamed response body: the
 * in-flight counts drive both load balancing and autoscaling.
 */
public final class Lease implements AutoCloseable {
  private static final VarHandle RELEASED;

  static {
    try {
      RELEASED = MethodHandles.lookup().findVarHandle(Lease.class, "released", int.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private final Route route;
  private final AtomicInteger groupInFlight;

  @SuppressWarnings("unused") // accessed through RELEASED
  private volatile int released;

  private Lease(Route route, AtomicInteger groupInFlight) {
    this.route = route;
    this.groupInFlight = groupInFlight;
  }

  /** Counts the request on the route's endpoint and the group, and returns the claim. */
  static Lease acquire(Route route, AtomicInteger groupInFlight) {
    route.endpoint().inFlightCounter().incrementAndGet();
    groupInFlight.incrementAndGet();
    return new Lease(route, groupInFlight);
  }

  public Endpoint endpoint() {
    return route.endpoint();
  }

  /** {@code host:port} of the chosen endpoint. */
  public String address() {
    return route.endpoint().address();
  }

  /** How the endpoint was chosen. */
  public Route route() {
    return route;
  }

  public boolean isReleased() {
    return released != 0;
  }

  /** Same as {@link #close()}; reads better in callbacks. */
  public void done() {
    close();
  }

  @Override
  public void close() {
    if (RELEASED.compareAndSet(this, 0, 1)) {
      route.endpoint().inFlightCounter().decrementAndGet();
      groupInFlight.decrementAndGet();
    }
  }

  @Override
  public String toString() {
    return "Lease[" + route.endpoint().name() + (isReleased() ? ", released]" : "]");
  }
}
