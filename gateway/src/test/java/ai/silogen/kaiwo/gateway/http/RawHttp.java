package ai.silogen.kaiwo.gateway.http;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/** HTTP/1.1 over a plain socket, for tests that must control every byte a client sends. */
public final class RawHttp {
  private RawHttp() {}

  /** Sends {@code request} to {@code port} and reads until the server closes the connection. */
  public static String exchange(int port, String request) throws IOException {
    try (Socket socket = connect(port)) {
      send(socket, request);
      return readAll(socket.getInputStream());
    }
  }

  /** A connection to {@code port} on the loopback whose reads give up after 5 s. */
  public static Socket connect(int port) throws IOException {
    Socket socket = new Socket("127.0.0.1", port);
    socket.setSoTimeout(5000);
    return socket;
  }

  public static void send(Socket socket, String text) throws IOException {
    socket.getOutputStream().write(text.getBytes(StandardCharsets.UTF_8));
    socket.getOutputStream().flush();
  }

  /** Everything until the server closes the connection. */
  public static String readAll(InputStream in) throws IOException {
    return new String(in.readAllBytes(), StandardCharsets.UTF_8);
  }

  /** Everything up to and including {@code end}, or until the connection closes. */
  public static String readUntil(InputStream in, String end) throws IOException {
    ByteArrayOutputStream read = new ByteArrayOutputStream();
    while (!read.toString(StandardCharsets.UTF_8).endsWith(end)) {
      int b = in.read();
      if (b < 0) {
        break;
      }
      read.write(b);
    }
    return read.toString(StandardCharsets.UTF_8);
  }
}
