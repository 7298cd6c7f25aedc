package ai.silogen.kaiwo.operator.monitoring;

import ai.silogen.kaiwo.api.GoDuration;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodySubscribers;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A GPU metrics exporter's {@code /metrics} endpoint (Prometheus text format). The answer is parsed
 * line by line as it arrives and only the GPU utilisation samples are kept, so an endpoint that
 * serves every metric of a large cluster (a federation endpoint) costs the memory of its GPU
 * samples, not of its whole text.
 */
public final class MetricsEndpoint {

  private final URI url;
  private final Duration timeout;
  private final HttpClient http;

  /**
   * @param timeout bounds the whole read, body included, so an exporter that stalls mid-answer
   *     cannot hold the caller's thread
   */
  public MetricsEndpoint(URI url, Duration timeout) {
    this.url = url;
    this.timeout = timeout;
    this.http = HttpClient.newBuilder().connectTimeout(timeout).build();
  }

  public URI url() {
    return url;
  }

  /**
   * The GPU readings the exporter serves now.
   *
   * @throws IOException when it cannot be reached, does not answer completely within the timeout or
   *     answers other than 2xx; the message names the URL and the cause
   */
  public List<GpuReading> read() throws IOException, InterruptedException {
    CompletableFuture<HttpResponse<List<Sample>>> answer;
    try {
      answer =
          http.sendAsync(
              HttpRequest.newBuilder(url).timeout(timeout).GET().build(),
              info ->
                  info.statusCode() / 100 == 2
                      ? BodySubscribers.fromLineSubscriber(
                          new SampleCollector(),
                          SampleCollector::samples,
                          StandardCharsets.UTF_8,
                          null)
                      : BodySubscribers.replacing(List.of()));
    } catch (IllegalArgumentException e) {
      throw new IOException("cannot read metrics from " + url + ": " + describe(e), e);
    }
    HttpResponse<List<Sample>> response;
    try {
      // The request's own timeout ends when the headers arrive; this one covers the body too.
      response = answer.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      answer.cancel(true);
      throw new IOException(
          "cannot read metrics from "
              + url
              + ": no complete answer within "
              + GoDuration.format(timeout),
          e);
    } catch (ExecutionException e) {
      throw new IOException(
          "cannot read metrics from " + url + ": " + describe(e.getCause()), e.getCause());
    } catch (InterruptedException e) {
      answer.cancel(true);
      throw e;
    }
    if (response.statusCode() / 100 != 2) {
      throw new IOException(
          "the metrics endpoint " + url + " answered HTTP " + response.statusCode());
    }
    return GpuReading.of(response.body());
  }

  private static String describe(Throwable e) {
    String message = e.getMessage();
    return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
  }

  /** Keeps the GPU utilisation samples of the lines it is given. */
  private static final class SampleCollector implements Flow.Subscriber<String> {

    private final List<Sample> samples = new ArrayList<>();

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
      subscription.request(Long.MAX_VALUE);
    }

    @Override
    public void onNext(String line) {
      ExpositionParser.parseLine(line, GpuReading.METRICS).ifPresent(samples::add);
    }

    @Override
    public void onError(Throwable error) {
      // The response future fails with it.
    }

    @Override
    public void onComplete() {
      // The finisher takes the samples.
    }

    List<Sample> samples() {
      return samples;
    }
  }
}
