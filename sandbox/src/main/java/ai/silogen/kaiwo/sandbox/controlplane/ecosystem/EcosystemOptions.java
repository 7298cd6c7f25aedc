package ai.silogen.kaiwo.sandbox.controlplane.ecosystem;

import ai.silogen.kaiwo.sandbox.controlplane.ControlPlaneOptions;
import java.time.Clock;
import java.time.Duration;
import java.util.Objects;

/**
 * Settings of the cluster add-on stand-ins.
 *
 * @param defaultRunTime how long a RayJob runs unless its {@code
 *     sandbox.kaiwo.silogen.ai/run-seconds} annotation says otherwise
 * @param clock time source of all stand-ins
 */
public record EcosystemOptions(Duration defaultRunTime, Clock clock) {

  public EcosystemOptions {
    Objects.requireNonNull(clock, "clock");
    if (defaultRunTime == null || defaultRunTime.isNegative()) {
      throw new IllegalArgumentException(
          "defaultRunTime must be zero or positive, got " + defaultRunTime);
    }
  }

  /** The control plane's default run time and the system clock. */
  public static EcosystemOptions defaults() {
    return new EcosystemOptions(ControlPlaneOptions.DEFAULT_RUN_TIME, Clock.systemUTC());
  }

  /** These options with another default run time. */
  public EcosystemOptions withDefaultRunTime(Duration runTime) {
    return new EcosystemOptions(runTime, clock);
  }

  /** These options with another clock. */
  public EcosystemOptions withClock(Clock newClock) {
    return new EcosystemOptions(defaultRunTime, newClock);
  }
}
