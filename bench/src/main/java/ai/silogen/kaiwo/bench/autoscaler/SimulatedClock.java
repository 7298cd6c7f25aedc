package ai.silogen.kaiwo.bench.autoscaler;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock that only moves when the simulation moves it. */
final class SimulatedClock extends Clock {
  static final Instant START = Instant.parse("2026-01-01T00:00:00Z");

  private Instant now = START;

  void advance(Duration step) {
    now = now.plus(step);
  }

  Duration elapsed() {
    return Duration.between(START, now);
  }

  @Override
  public Instant instant() {
    return now;
  }

  @Override
  public ZoneId getZone() {
    return ZoneOffset.UTC;
  }

  @Override
  public Clock withZone(ZoneId zone) {
    return this;
  }
}
