package ai.silogen.kaiwo.cli.doctest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every shell block of {@code README.md} and of the pages of docs/, document by document and
 * in order, each document in a {@link DocSession} of its own. The README starts its sandbox itself;
 * the pages of docs/ are written for a running one ("with {@code ./kaiwo sandbox --background}
 * running"), so for each page with blocks to run the test starts one first and stops it after the
 * page's last block. Each block must exit as its directives say and print what they expect (see
 * {@link DocBlocks}); blocks marked {@value DocBlock#NOT_RUN} are the only ones left out, and each
 * document's last check is that every other block ran. An integration test (failsafe) because
 * {@code ./kaiwo} needs the jar that {@code package} builds.
 */
class DocTutorialIT {
  private static final List<DocSession> SESSIONS = new ArrayList<>();

  @BeforeAll
  static void packagedCli() {
    assertThat(Docs.ROOT.resolve("cli/target/kaiwo.jar"))
        .as("the packaged CLI; run this test through 'mvn verify'")
        .isRegularFile();
  }

  @AfterAll
  static void stopWhatTheDocumentsStarted() throws InterruptedException {
    for (DocSession session : SESSIONS) {
      session.stopSandbox();
    }
  }

  @TestFactory
  Stream<DynamicContainer> everyShellBlockRunsInOrder() throws IOException {
    List<DynamicContainer> documents = new ArrayList<>();
    documents.add(document(Docs.README, false));
    for (Path page : Docs.pages()) {
      if (Docs.blocks(page).stream().anyMatch(DocBlock::runs)) {
        documents.add(document(page, true));
      }
    }
    assertThat(documents).hasSizeGreaterThan(1);
    return documents.stream();
  }

  private static DynamicContainer document(Path path, boolean startsSandbox) throws IOException {
    List<DocBlock> runnable = Docs.blocks(path).stream().filter(DocBlock::runs).toList();
    assertThat(runnable).as(path + " has blocks to run").isNotEmpty();
    DocSession session = DocSession.fresh(Docs.ROOT);
    SESSIONS.add(session);
    List<DynamicNode> tests = new ArrayList<>();
    if (startsSandbox) {
      tests.add(dynamicTest(DocSession.START_SANDBOX, session::startSandbox));
    }
    runnable.forEach(block -> tests.add(dynamicTest(block.title(), () -> session.run(block))));
    tests.add(
        dynamicTest(
            "every block not marked '" + DocBlock.NOT_RUN + "' ran",
            () -> session.checkEveryBlockRan(runnable)));
    // One sandbox at a time: the next document's would compete with this one for the CPUs.
    tests.add(dynamicTest("./kaiwo sandbox --stop", session::stopSandbox));
    return dynamicContainer(path.toString(), tests);
  }
}
