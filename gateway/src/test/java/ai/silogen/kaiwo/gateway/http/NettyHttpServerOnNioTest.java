package ai.silogen.kaiwo.gateway.http;

/** Every connection-handling test again on the JDK's NIO, the transport where epoll cannot load. */
class NettyHttpServerOnNioTest extends NettyHttpServerTest {
  @Override
  Transport transport() {
    return Transport.NIO;
  }
}
