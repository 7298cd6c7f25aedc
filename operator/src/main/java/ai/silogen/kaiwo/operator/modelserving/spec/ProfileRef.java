package ai.silogen.kaiwo.operator.modelserving.spec;

import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException.Reason;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Model's {@code resourceProfile}, {@code <profile>:<count>}.
 *
 * @param name the profile name
 * @param count how many units of the profile (at least 1)
 */
public record ProfileRef(String name, int count) {

  private static final Pattern FORMAT = Pattern.compile("^([^:]+):([0-9]+)$");

  /**
   * Parses {@code text}.
   *
   * @throws InvalidModelException {@link Reason#InvalidResourceProfile} when it is empty or
   *     malformed, or the count is 0
   */
  public static ProfileRef parse(String text) throws InvalidModelException {
    Matcher m = FORMAT.matcher(text == null ? "" : text.trim());
    if (!m.matches()) {
      throw new InvalidModelException(
          Reason.InvalidResourceProfile,
          "resourceProfile '"
              + (text == null ? "" : text)
              + "' must be <profile>:<count>, e.g. nvidia-gpu-h100:1");
    }
    int count;
    try {
      count = Integer.parseInt(m.group(2));
    } catch (NumberFormatException e) {
      count = 0;
    }
    if (count < 1) {
      throw new InvalidModelException(
          Reason.InvalidResourceProfile,
          "resourceProfile '" + text + "': the count must be between 1 and " + Integer.MAX_VALUE);
    }
    return new ProfileRef(m.group(1), count);
  }

  @Override
  public String toString() {
    return name + ":" + count;
  }
}
