package ai.silogen.kaiwo.cli.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ai.silogen.kaiwo.cli.CliContext;
import ai.silogen.kaiwo.cli.support.UserError;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class UserConfigFilesTest {
  @TempDir Path home;

  private CliContext context(Map<String, String> env) {
    return new CliContext(
        env,
        home,
        InputStream.nullInputStream(),
        new PrintWriter(new StringWriter()),
        new PrintWriter(new StringWriter()),
        false);
  }

  private Path write(String relative, String content) throws IOException {
    Path file = home.resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, content);
    return file;
  }

  @Test
  void flagWinsOverTheVariableWhichWinsOverTheDefaultFile() throws IOException {
    Path flag = write("flag.yaml", "user: flag@example.com\n");
    Path variable = write("var.yaml", "user: var@example.com\nqueue: q-var\n");
    write(".config/kaiwo/kaiwoconfig.yaml", "user: default@example.com\nclusterQueue: q-default\n");
    Map<String, String> env = Map.of("KAIWOCONFIG", variable.toString());

    assertThat(UserConfigFiles.load(context(env), flag).userName()).contains("flag@example.com");
    assertThat(UserConfigFiles.load(context(env), null))
        .isEqualTo(new UserConfig("var@example.com", "q-var"));
    assertThat(UserConfigFiles.load(context(Map.of()), null))
        .isEqualTo(new UserConfig("default@example.com", "q-default"));
  }

  @Test
  void honoursXdgConfigHomeAndToleratesNoFile() throws IOException {
    write("xdg/kaiwo/kaiwoconfig.yaml", "user: xdg@example.com\n");

    assertThat(
            UserConfigFiles.load(
                    context(Map.of("XDG_CONFIG_HOME", home.resolve("xdg").toString())), null)
                .userName())
        .contains("xdg@example.com");
    assertThat(UserConfigFiles.load(context(Map.of()), null)).isEqualTo(UserConfig.EMPTY);
  }

  @Test
  void flagsOverrideTheFileOnlyWhenGiven() {
    UserConfig file = new UserConfig("a@example.com", "team-a");

    assertThat(file.overriddenBy(null, "team-b"))
        .isEqualTo(new UserConfig("a@example.com", "team-b"));
    assertThat(file.overriddenBy("b@example.com", ""))
        .isEqualTo(new UserConfig("b@example.com", "team-a"));
  }

  @Test
  void namesUnknownKeysAndMissingExplicitFiles() throws IOException {
    Path typo = write("typo.yaml", "usr: a@example.com\n");

    assertThatThrownBy(() -> UserConfigFiles.load(context(Map.of()), typo))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("unknown key 'usr'");
    assertThatThrownBy(
            () -> UserConfigFiles.load(context(Map.of("KAIWOCONFIG", "/missing.yaml")), null))
        .hasMessage("config file /missing.yaml does not exist");
  }
}
