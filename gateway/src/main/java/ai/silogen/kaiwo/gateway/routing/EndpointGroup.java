package ai.silogen.kaiwo.gateway.routing;

import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The endpoints serving one model, and the requests placed on or waiting for them.
 *
 * <p>Reads are lock-free: a pick reads one volatile snapshot and updates atomic counters. Writers
 * ({@link #replaceEndpoints}) are serialised and publish a new snapshot. Requests that find no
 * eligible endpoint wait as futures, without a thread each, and are served when the endpoints
 * change.
 *
 * <p>A pick that throws (a bug, or a ring too large to build) fails only the request it was for:
 * its future completes exceptionally, whichever thread made the pick.
 */
public final class EndpointGroup {
  private static final Logger LOG = LoggerFactory.getLogger(EndpointGroup.class);

  private final String model;
  private final VnodeNaming naming;
  private final AtomicInteger inFlight = new AtomicInteger();
  private final AtomicInteger waiting = new AtomicInteger();
  private final Set<Waiter> waiters = ConcurrentHashMap.newKeySet();
  private volatile GroupSnapshot snapshot = GroupSnapshot.EMPTY;

  /** Replication of the hash ring that writers build ahead; 0 until a PrefixHash model asks. */
  private int ringReplication; // guarded by this

  /** Why the group closed (its model was deleted), or null while it serves. */
  private volatile Throwable closed;

  public EndpointGroup(String model, VnodeNaming naming) {
    this.model = Objects.requireNonNull(model, "model");
    this.naming = Objects.requireNonNull(naming, "naming");
  }

  /** A group with collision-free virtual node names. */
  public EndpointGroup(String model) {
    this(model, VnodeNaming.SEPARATED);
  }

  public String model() {
    return model;
  }

  /**
   * Makes {@code observed} (the model's Ready pods) the group's endpoints, then offers the new
   * endpoints to waiting requests. Waiters served here complete on the calling thread, so callers
   * of {@link #awaitEndpoint} should continue asynchronously on their own executor.
   */
  public void replaceEndpoints(Collection<ObservedEndpoint> observed) {
    synchronized (this) {
      snapshot = snapshot.next(observed, naming, ringReplication);
    }
    if (!observed.isEmpty()) {
      waiters.forEach(waiter -> waiter.tryServe(this));
    }
  }

  /**
   * Tells the group how its model balances, so that the hash ring of a PrefixHash model is built
   * now and on every endpoint change by the caller (the discovery thread), not by the first pick on
   * an event loop. A ring of {@code replication × endpoints} points takes milliseconds to hundreds
   * of milliseconds to build, during which that event loop would serve nobody.
   */
  public void prepare(LoadBalancingConfig config) {
    if (config.strategy() != LoadBalancingStrategy.PREFIX_HASH) {
      return;
    }
    synchronized (this) {
      ringReplication = config.replication();
      snapshot.buildAhead(ringReplication, naming);
    }
  }

  /** Whether a pick with {@code config} finds its hash ring built (for tests). */
  boolean ringBuiltFor(LoadBalancingConfig config) {
    return snapshot.hasRing(config.replication(), naming);
  }

  /** Whether the group has no endpoint now; unlike {@link #endpoints}, copies nothing. */
  public boolean hasNoEndpoints() {
    return snapshot.endpoints().length == 0;
  }

  /** The current endpoints, sorted by name. */
  public List<Endpoint> endpoints() {
    return List.of(snapshot.endpoints());
  }

  /**
   * Picks an endpoint now, or returns empty when none serves the request's adapter. Unlike {@link
   * #awaitEndpoint}, lets a failing pick's exception through.
   */
  public Optional<Lease> tryPick(PickRequest request) {
    return Optional.ofNullable(pick(request));
  }

  /** Same as {@link #awaitEndpoint(PickRequest, Duration)} without a timeout. */
  public CompletableFuture<Lease> awaitEndpoint(PickRequest request) {
    return awaitEndpoint(request, null);
  }

  /**
   * A lease on an eligible endpoint: at once if one exists, else as soon as an endpoint change
   * brings one (scale from zero, an adapter being loaded). The future fails with {@link
   * java.util.concurrent.TimeoutException} after {@code timeout} ({@code null} = never) and can be
   * cancelled; either way the request stops waiting and no lease leaks. Waiting requests count as
   * active for autoscaling. Never throws: a pick that fails fails the future.
   */
  public CompletableFuture<Lease> awaitEndpoint(PickRequest request, Duration timeout) {
    if (closed != null) {
      return CompletableFuture.failedFuture(closed);
    }
    Lease lease;
    try {
      lease = pick(request);
    } catch (RuntimeException e) {
      return CompletableFuture.failedFuture(pickFailed(e));
    }
    if (lease != null) {
      return CompletableFuture.completedFuture(lease);
    }
    Waiter waiter = new Waiter(request);
    waiting.incrementAndGet();
    waiters.add(waiter);
    waiter.future.whenComplete(
        (ignored, failure) -> {
          waiters.remove(waiter);
          waiting.decrementAndGet();
        });
    if (timeout != null) {
      waiter.future.orTimeout(timeout.toNanos(), TimeUnit.NANOSECONDS);
    }
    // An endpoint change or a close between the failed pick and the registration did not see
    // this waiter.
    Throwable closedMeanwhile = closed;
    if (closedMeanwhile != null) {
      waiter.future.completeExceptionally(closedMeanwhile);
    }
    waiter.tryServe(this);
    return waiter.future;
  }

  /**
   * Closes the group because its model is gone: waiting requests fail with {@code cause}, and so
   * does every later {@link #awaitEndpoint}. Leases already held finish normally.
   */
  public void close(Throwable cause) {
    closed = Objects.requireNonNull(cause, "cause");
    waiters.forEach(waiter -> waiter.future.completeExceptionally(cause));
  }

  public boolean isClosed() {
    return closed != null;
  }

  /** Requests holding a lease on an endpoint of this group, including endpoints since removed. */
  public int inFlight() {
    return inFlight.get();
  }

  /** Requests waiting for an eligible endpoint. */
  public int waiting() {
    return waiting.get();
  }

  /** In flight plus waiting: the autoscaling signal for this model. */
  public int activeRequests() {
    return inFlight.get() + waiting.get();
  }

  private RuntimeException pickFailed(RuntimeException e) {
    LOG.error("picking an endpoint of model {} failed", model, e);
    return e;
  }

  private Lease pick(PickRequest request) {
    GroupSnapshot current = snapshot;
    if (current.isEmpty()) {
      return null;
    }
    Route route = choose(current, request);
    if (route == null && !request.avoid().isEmpty()) {
      route = choose(current, request.withoutAvoid());
    }
    return route == null ? null : Lease.acquire(route, inFlight);
  }

  private Route choose(GroupSnapshot current, PickRequest request) {
    LoadBalancingConfig config = request.config();
    return switch (config.strategy()) {
      case LEAST_LOAD -> LeastLoad.choose(current.endpoints(), request.adapter(), request.avoid());
      case PREFIX_HASH ->
          PrefixHash.choose(
              current.endpoints(),
              current.ring(config.replication(), naming),
              HashRing.hash(request.hashKey()),
              request.adapter(),
              request.avoid(),
              inFlight.get(),
              config.loadFactor());
    };
  }

  @Override
  public String toString() {
    return "EndpointGroup[" + model + ", endpoints=" + endpoints() + ", waiting=" + waiting() + "]";
  }

  /** A request waiting for an eligible endpoint. */
  private static final class Waiter {
    private final PickRequest request;
    private final CompletableFuture<Lease> future = new CompletableFuture<>();

    Waiter(PickRequest request) {
      this.request = request;
    }

    /**
     * Serialised per waiter so that two concurrent wake-ups cannot both lease for it; a lease that
     * loses the race with a timeout or cancellation is released at once.
     */
    synchronized void tryServe(EndpointGroup group) {
      if (future.isDone()) {
        return;
      }
      Lease lease;
      try {
        lease = group.pick(request);
      } catch (RuntimeException e) {
        // Fail this request only: the caller may be the discovery thread serving every waiter.
        future.completeExceptionally(group.pickFailed(e));
        return;
      }
      if (lease != null && !future.complete(lease)) {
        lease.close();
      }
    }
  }
}
