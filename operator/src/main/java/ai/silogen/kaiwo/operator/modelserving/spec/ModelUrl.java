package ai.silogen.kaiwo.operator.modelserving.spec;

import ai.silogen.kaiwo.operator.modelserving.spec.InvalidModelException.Reason;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A parsed model or adapter URL, {@code <scheme>://<name>[/<path>][?<query>]}.
 *
 * <p>{@code ref} is what the engine loads: everything after {@code ://} without the query (e.g.
 * {@code org/model} for {@code hf://org/model}), or the {@code model} query parameter when given
 * ({@code pvc://claim/dir?model=qwen2:0.5b} names an Ollama model stored on a claim; then {@code
 * path} keeps its leading slash, as KubeAI does).
 *
 * @param original the URL as written
 * @param scheme e.g. {@code hf}, {@code pvc}, {@code s3}
 * @param ref what the engine loads
 * @param name the first segment: repository owner, bucket or claim name
 * @param path the rest after the first {@code /}
 * @param modelParam the {@code model} query parameter, or {@code null}
 * @param insecure {@code ?insecure=true}: pull over plain HTTP (Ollama)
 * @param pull false for {@code ?pull=false}: the model is already in the image (Ollama)
 */
public record ModelUrl(
    String original,
    String scheme,
    String ref,
    String name,
    String path,
    String modelParam,
    boolean insecure,
    boolean pull) {

  private static final Pattern URL = Pattern.compile("^([a-z0-9]+)://([^?]+)(\\?.*)?$");

  /** Schemes the controller understands. */
  public static final String HF = "hf";

  public static final String PVC = "pvc";
  public static final String S3 = "s3";
  public static final String GS = "gs";
  public static final String OSS = "oss";
  public static final String OLLAMA = "ollama";

  /**
   * Parses {@code url}.
   *
   * @throws InvalidModelException with reason {@link Reason#InvalidURL} when it is not {@code
   *     <scheme>://<ref>}
   */
  public static ModelUrl parse(String url) throws InvalidModelException {
    Matcher m = URL.matcher(url == null ? "" : url);
    if (!m.matches()) {
      throw new InvalidModelException(
          Reason.InvalidURL,
          "url '" + url + "' is not of the form <scheme>://<ref> (e.g. hf://org/model)");
    }
    String scheme = m.group(1);
    String rest = m.group(2);
    Map<String, String> query = query(m.group(3));
    int slash = rest.indexOf('/');
    String name = slash < 0 ? rest : rest.substring(0, slash);
    String modelParam = query.get("model");
    String ref = modelParam != null ? modelParam : rest;
    String path;
    if (modelParam != null) {
      path = rest.substring(name.length());
    } else {
      path = slash < 0 ? "" : rest.substring(slash + 1);
    }
    return new ModelUrl(
        url,
        scheme,
        ref,
        name,
        path,
        modelParam,
        "true".equals(query.get("insecure")),
        !"false".equals(query.get("pull")));
  }

  public boolean isScheme(String candidate) {
    return scheme.equals(candidate);
  }

  /** Whether the source is an object store (s3, gs, oss), fetched by the loader. */
  public boolean isObjectStore() {
    return isScheme(S3) || isScheme(GS) || isScheme(OSS);
  }

  private static Map<String, String> query(String query) {
    Map<String, String> values = new LinkedHashMap<>();
    if (query == null || query.length() <= 1) {
      return values;
    }
    for (String pair : query.substring(1).split("&")) {
      int eq = pair.indexOf('=');
      String key = eq < 0 ? pair : pair.substring(0, eq);
      String value = eq < 0 ? "" : pair.substring(eq + 1);
      values.putIfAbsent(decode(key), decode(value));
    }
    return values;
  }

  private static String decode(String text) {
    try {
      return URLDecoder.decode(text, StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      return text;
    }
  }
}
