package ai.silogen.kaiwo.sandbox.watch;

import ai.silogen.kaiwo.sandbox.json.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fabric8.mockwebserver.http.RecordedRequest;
import io.fabric8.mockwebserver.http.Response;
import io.fabric8.mockwebserver.http.WebSocket;
import io.fabric8.mockwebserver.http.WebSocketListener;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * Wraps the mock store's watch listener: every event it emits passes through a {@link WatchFilter}
 * (selectors, resource version) and an optional object transformation (the Table rendering) before
 * reaching the client's connection, WebSocket or HTTP stream alike. When the watch opens, the
 * deletions it missed (after the resource version it watches from) are sent before the store's
 * replay of the current objects, with no write in between, so that the client's view has no gap.
 */
public final class FilteringWatchListener extends WebSocketListener {

  private final WebSocketListener store;
  private final WatchFilter filter;
  private final UnaryOperator<JsonNode> transform;
  private final Supplier<List<JsonNode>> missedDeletions;
  private final Consumer<Runnable> withoutWrites;
  private volatile FilteringSocket socket;

  /**
   * @param store the mock's listener that produces events
   * @param filter decides which events the client sees
   * @param transform renders each event object (identity when no rendering is asked for)
   * @param missedDeletions the objects deleted since the watch's resource version
   * @param withoutWrites runs an action while the store accepts no write
   */
  public FilteringWatchListener(
      WebSocketListener store,
      WatchFilter filter,
      UnaryOperator<JsonNode> transform,
      Supplier<List<JsonNode>> missedDeletions,
      Consumer<Runnable> withoutWrites) {
    this.store = store;
    this.filter = filter;
    this.transform = transform;
    this.missedDeletions = missedDeletions;
    this.withoutWrites = withoutWrites;
  }

  private FilteringSocket wrap(WebSocket client) {
    FilteringSocket current = socket;
    if (current == null || current.client != client) {
      current = new FilteringSocket(client);
      socket = current;
    }
    return current;
  }

  @Override
  public void onBeforeAccept(WebSocket webSocket, Response response) {
    store.onBeforeAccept(wrap(webSocket), response);
  }

  @Override
  public void onOpen(WebSocket webSocket, Response response) {
    FilteringSocket filtering = wrap(webSocket);
    withoutWrites.accept(
        () -> {
          for (JsonNode deleted : missedDeletions.get()) {
            filtering.forward("DELETED", deleted);
          }
          store.onOpen(filtering, response);
        });
  }

  @Override
  public void onMessage(WebSocket webSocket, String text) {
    store.onMessage(wrap(webSocket), text);
  }

  @Override
  public void onClosing(WebSocket webSocket, int code, String reason) {
    store.onClosing(wrap(webSocket), code, reason);
  }

  /**
   * Closes with writes held off: the mock shuts the watch's sender down before it stops notifying
   * the watch, and a write notifying it in between would fail (RejectedExecutionException, a 500
   * for a write that was stored).
   */
  @Override
  public void onClosed(WebSocket webSocket, int code, String reason) {
    withoutWrites.accept(() -> store.onClosed(wrap(webSocket), code, reason));
  }

  @Override
  public void onFailure(WebSocket webSocket, Throwable error, Response response) {
    withoutWrites.accept(() -> store.onFailure(wrap(webSocket), error, response));
  }

  /** The connection as the store sees it: filters and renders, then forwards. */
  private final class FilteringSocket implements WebSocket {
    private final WebSocket client;

    FilteringSocket(WebSocket client) {
      this.client = client;
    }

    @Override
    public RecordedRequest request() {
      return client.request();
    }

    @Override
    public boolean send(String text) {
      JsonNode event = Json.parse(text);
      return forward(event.path("type").asText(), event.path("object"));
    }

    boolean forward(String storeType, JsonNode object) {
      String type;
      synchronized (filter) {
        type = filter.accept(storeType, object);
      }
      if (type == null) {
        return true;
      }
      ObjectNode out = Json.object().put("type", type);
      out.set("object", transform.apply(object));
      return client.send(Json.write(out));
    }

    @Override
    public boolean send(byte[] bytes) {
      return client.send(bytes);
    }

    @Override
    public boolean close(int code, String reason) {
      return client.close(code, reason);
    }
  }
}
