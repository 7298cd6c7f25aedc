package ai.silogen.kaiwo.cli.submit;

import io.fabric8.kubernetes.client.dsl.FieldValidateable.Validation;
import java.util.Locale;

/**
 * What the API server does with fields a manifest has but the resource's schema does not ({@code
 * --validate}). Clients that do not say get the server's default, which drops them and tells only
 * through a warning header that fabric8 does not pass on; kubectl asks for {@link #STRICT}, and so
 * does kaiwo.
 */
public enum FieldChecks {
  /** Refuse the object, naming each unknown or duplicated field. */
  STRICT(Validation.STRICT),
  /** Drop unknown fields, e.g. to submit a manifest written for a newer operator. */
  IGNORE(Validation.IGNORE);

  private final Validation validation;

  FieldChecks(Validation validation) {
    this.validation = validation;
  }

  Validation validation() {
    return validation;
  }

  /** Parses {@code --validate}: {@code strict} or {@code true}, {@code ignore} or {@code false}. */
  public static FieldChecks parse(String value) {
    return switch (value.toLowerCase(Locale.ROOT)) {
      case "strict", "true" -> STRICT;
      case "ignore", "false" -> IGNORE;
      default ->
          throw new IllegalArgumentException(
              "'" + value + "' is not strict (or true) or ignore (or false)");
    };
  }
}
