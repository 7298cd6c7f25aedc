package ai.silogen.kaiwo.cli.support;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TableTest {

  @Test
  void columnsAreAsWideAsTheirWidestCell() {
    Table table = Table.withHeaders("NAME", "STATE").row("a-long-name", "Ready").row("b", "-");
    assertThat(table.lines())
        .containsExactly("NAME          STATE", "a-long-name   Ready", "b             -");
  }

  @Test
  void abbreviateKeepsShortTextAndCutsLongTextToTheLimitOnOneLine() {
    assertThat(Table.abbreviate("Pending", 10)).isEqualTo("Pending");
    assertThat(Table.abbreviate("0123456789", 10)).isEqualTo("0123456789");
    assertThat(Table.abbreviate("0123456789A", 10)).isEqualTo("012345678…").hasSize(10);
    assertThat(Table.abbreviate("two\nlines", 20)).isEqualTo("two lines");
  }
}
