package ai.silogen.kaiwo.api.crd;

import static org.assertj.core.api.Assertions.assertThat;

import ai.silogen.kaiwo.api.ServedKinds;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** {@code deploy/crds} holds exactly the generated CRDs; run scripts/update-crds.sh to sync it. */
class CrdCopyTest {

  private static final String HOW_TO_FIX =
      "deploy/crds is out of date with the Java types: run scripts/update-crds.sh and commit the"
          + " result";

  private static final Path COPIES =
      Path.of(System.getProperty("kaiwo.repo.root", "..")).resolve("deploy/crds");

  @Test
  void everyGeneratedCrdHasAnIdenticalCopy() throws IOException {
    for (var kind : ServedKinds.ALL) {
      Path copy = COPIES.resolve(GeneratedCrds.fileName(ServedKinds.crdName(kind)));
      assertThat(copy).as(HOW_TO_FIX + " (missing %s)", copy.getFileName()).exists();
      assertThat(normalise(Files.readString(copy)))
          .as(HOW_TO_FIX + " (%s differs)", copy.getFileName())
          .isEqualTo(normalise(GeneratedCrds.yaml(kind)));
    }
  }

  @Test
  void noStaleCopies() throws IOException {
    try (Stream<Path> files = Files.list(COPIES)) {
      assertThat(files.map(file -> file.getFileName().toString()))
          .as(HOW_TO_FIX + " (CRDs of kinds that are no longer served)")
          .containsExactlyInAnyOrderElementsOf(
              ServedKinds.ALL.stream()
                  .map(kind -> GeneratedCrds.fileName(ServedKinds.crdName(kind)))
                  .toList());
    }
  }

  private static String normalise(String text) {
    return text.replace("\r\n", "\n");
  }
}
