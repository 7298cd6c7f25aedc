package ai.silogen.kaiwo.gateway.proxy.upstream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class UpstreamAddressTest {

  @Test
  void splitsHostAndPort() {
    assertThat(UpstreamAddress.of("10.1.2.3:8000"))
        .isEqualTo(new UpstreamAddress("10.1.2.3", 8000));
    assertThat(UpstreamAddress.of("[fd00::1]:8000"))
        .isEqualTo(new UpstreamAddress("fd00::1", 8000));
  }

  @Test
  void rejectsAnAddressWithoutPort() {
    assertThatThrownBy(() -> UpstreamAddress.of("10.1.2.3"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("host:port");
  }
}
