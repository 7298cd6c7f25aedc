package ai.silogen.kaiwo.operator.support;

import java.util.Optional;
import java.util.regex.Pattern;

/** The naming rules of Kubernetes that configuration values must follow. */
public final class KubernetesNames {

  private static final Pattern DNS_LABEL = Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?");
  private static final Pattern DNS_SUBDOMAIN =
      Pattern.compile("[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*");
  private static final Pattern NAME_PART =
      Pattern.compile("([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]");

  private KubernetesNames() {}

  /** Why {@code value} is not a DNS-1123 label (namespace names), or empty when it is one. */
  public static Optional<String> checkLabel(String value) {
    if (value == null || value.isEmpty()) {
      return Optional.of("must not be empty");
    }
    if (value.length() > 63 || !DNS_LABEL.matcher(value).matches()) {
      return Optional.of(
          "'"
              + value
              + "' is not a DNS-1123 label (lower-case letters, digits and '-', at most"
              + " 63 characters)");
    }
    return Optional.empty();
  }

  /** Why {@code value} is not a DNS-1123 subdomain (most object names), or empty when it is. */
  public static Optional<String> checkSubdomain(String value) {
    if (value == null || value.isEmpty()) {
      return Optional.of("must not be empty");
    }
    if (value.length() > 253 || !DNS_SUBDOMAIN.matcher(value).matches()) {
      return Optional.of(
          "'"
              + value
              + "' is not a DNS-1123 subdomain (lower-case letters, digits, '-' and"
              + " '.', at most 253 characters)");
    }
    return Optional.empty();
  }

  /**
   * Why {@code value} is not a qualified name ({@code [prefix/]name}, the shape of label keys,
   * taint keys and extended resource names), or empty when it is one.
   */
  public static Optional<String> checkQualifiedName(String value) {
    if (value == null || value.isEmpty()) {
      return Optional.of("must not be empty");
    }
    int slash = value.lastIndexOf('/');
    String name = slash < 0 ? value : value.substring(slash + 1);
    if (slash >= 0 && checkSubdomain(value.substring(0, slash)).isPresent()) {
      return Optional.of("'" + value + "' has an invalid prefix (must be a DNS-1123 subdomain)");
    }
    if (name.length() > 63 || !NAME_PART.matcher(name).matches()) {
      return Optional.of(
          "'"
              + value
              + "' is not a qualified name (alphanumerics, '-', '_' and '.', at most 63"
              + " characters after an optional 'prefix/')");
    }
    return Optional.empty();
  }
}
