package ai.silogen.kaiwo.gateway.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.netty.channel.epoll.Epoll;
import org.junit.jupiter.api.Test;

class TransportTest {
  @Test
  void epollWhereItLoadsUnlessNioIsAsked() {
    assertThat(Transport.choose("auto", true)).isEqualTo(Transport.EPOLL);
    assertThat(Transport.choose("auto", false)).isEqualTo(Transport.NIO);
    assertThat(Transport.choose("nio", true)).isEqualTo(Transport.NIO);
  }

  @Test
  void anUnknownChoiceNamesTheProperty() {
    assertThatThrownBy(() -> Transport.choose("io_uring", true))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("kaiwo.gateway.transport must be auto or nio, not \"io_uring\"");
  }

  /** The native library ships for Linux on x86-64 only; there it must load, not fall back. */
  @Test
  void theNativeTransportLoadsOnLinuxX86() {
    assumeTrue(System.getProperty("os.name").equals("Linux"));
    assumeTrue(System.getProperty("os.arch").equals("amd64"));

    assertThat(Epoll.isAvailable())
        .as("epoll unavailable: %s", Epoll.unavailabilityCause())
        .isTrue();
    assertThat(Transport.current()).isEqualTo(Transport.EPOLL);
  }
}
