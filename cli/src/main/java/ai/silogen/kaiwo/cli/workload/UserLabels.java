package ai.silogen.kaiwo.cli.workload;

import java.util.Locale;

/**
 * The value of the {@code kaiwo.silogen.ai/user} label for a user name, as the operator writes it.
 */
public final class UserLabels {
  private static final int MAX_LABEL_VALUE = 63;

  private UserLabels() {}

  /** {@code alice@example.com} → {@code alice-example.com}. */
  public static String sanitize(String user) {
    String cleaned = user.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9._-]", "-");
    if (cleaned.length() > MAX_LABEL_VALUE) {
      cleaned = cleaned.substring(0, MAX_LABEL_VALUE);
    }
    return cleaned.replaceAll("^[^a-z0-9]+", "").replaceAll("[^a-z0-9]+$", "");
  }
}
