package ai.silogen.kaiwo.cli.support;

import ai.silogen.kaiwo.api.GoDuration;
import java.time.Duration;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Command-line durations in the form Kubernetes users know: {@code 90s}, {@code 10m}, {@code
 * 1h30m}.
 */
public final class DurationConverter implements ITypeConverter<Duration> {
  @Override
  public Duration convert(String value) {
    try {
      return GoDuration.parse(value);
    } catch (IllegalArgumentException e) {
      throw new TypeConversionException("'" + value + "' is not a duration like 90s, 10m or 1h30m");
    }
  }
}
