package ai.silogen.kaiwo.cli.follow;

import ai.silogen.kaiwo.cli.support.Table;
import java.io.PrintWriter;
import java.time.Duration;

/**
 * Prints how followed workloads progress. Every status change gets its own line; on a terminal a
 * live line below them shows the elapsed time and the latest message, rewritten in place.
 */
final class ProgressPrinter {
  /** The live line is rewritten in place, so it must fit on one line of a terminal. */
  private static final int MAX_MESSAGE = 100;

  /**
   * A status change is a line of its own and may wrap: long enough for why a Job failed (its
   * reason, message, and how its pod exited).
   */
  private static final int MAX_CHANGE_MESSAGE = 240;

  private static final String CLEAR_LINE = "\r\033[K";

  private final PrintWriter out;
  private final boolean live;
  private boolean liveLineShown;

  ProgressPrinter(PrintWriter out, boolean live) {
    this.out = out;
    this.live = live;
  }

  /** A workload changed status. */
  void changed(String ref, String status, String message, Duration elapsed) {
    clearLiveLine();
    out.println(ref + ": " + status + suffix(message) + " [" + format(elapsed) + "]");
    out.flush();
  }

  /** Something the user should know about a workload that keeps its status (a stuck pod). */
  void note(String ref, String text, Duration elapsed) {
    clearLiveLine();
    out.println(ref + ": " + text + " [" + format(elapsed) + "]");
    out.flush();
  }

  /** Refreshes the live line (terminals only). */
  void waiting(String summary, Duration elapsed) {
    if (!live) {
      return;
    }
    out.print(
        CLEAR_LINE
            + "  waiting "
            + format(elapsed)
            + ": "
            + Table.abbreviate(summary, MAX_MESSAGE));
    out.flush();
    liveLineShown = true;
  }

  /** Ends the live line before other output. */
  void clearLiveLine() {
    if (liveLineShown) {
      out.print(CLEAR_LINE);
      liveLineShown = false;
    }
  }

  private static String suffix(String message) {
    return message == null || message.isBlank()
        ? ""
        : " (" + Table.abbreviate(message, MAX_CHANGE_MESSAGE) + ")";
  }

  static String format(Duration elapsed) {
    long seconds = elapsed.toSeconds();
    return seconds < 60
        ? seconds + "s"
        : seconds / 60 + "m" + String.format("%02d", seconds % 60) + "s";
  }
}
