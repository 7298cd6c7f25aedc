package ai.silogen.kaiwo.bench.operator;

import ai.silogen.kaiwo.sandbox.Sandbox;
import ai.silogen.kaiwo.sandbox.server.ResourcePath;
import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.KubernetesClient;
import io.fabric8.kubernetes.client.KubernetesClientBuilder;
import io.fabric8.kubernetes.client.http.BasicBuilder;
import io.fabric8.kubernetes.client.http.HttpRequest;
import io.fabric8.kubernetes.client.http.Interceptor;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/** Counts the requests one client sends: the operator's share of the API server's load. */
final class RequestCounter implements Interceptor {
  private final LongAdder requests = new LongAdder();
  private final Map<String, LongAdder> byKind = new ConcurrentHashMap<>();

  @Override
  public void before(BasicBuilder builder, HttpRequest request, RequestTags tags) {
    requests.increment();
    byKind.computeIfAbsent(kind(request), k -> new LongAdder()).increment();
  }

  /**
   * {@code METHOD resource}: the method and the path's resource type, e.g. {@code PATCH jobs} or
   * {@code PUT kaiwojobs/status}; a path without a resource type is {@code discovery}.
   */
  private static String kind(HttpRequest request) {
    return request.method() + " " + resourceOf(request.uri().getPath());
  }

  static String resourceOf(String path) {
    return ResourcePath.parse(path)
        .map(
            resource ->
                resource.plural()
                    + (resource.subresource() == null ? "" : "/" + resource.subresource()))
        .orElse("discovery");
  }

  /** Requests counted so far, by method and resource type. */
  Map<String, Long> byKind() {
    Map<String, Long> counts = new TreeMap<>();
    byKind.forEach((kind, count) -> counts.put(kind, count.sum()));
    return counts;
  }

  /** A new client of {@code sandbox} whose requests this counter counts. */
  KubernetesClient client(Sandbox sandbox) {
    Config config;
    try (KubernetesClient plain = sandbox.newClient()) {
      config = plain.getConfiguration();
    }
    return new KubernetesClientBuilder()
        .withConfig(config)
        .withHttpClientBuilderConsumer(
            builder -> builder.addOrReplaceInterceptor("bench-request-counter", this))
        .build();
  }

  /** Requests counted so far. */
  long count() {
    return requests.sum();
  }
}
