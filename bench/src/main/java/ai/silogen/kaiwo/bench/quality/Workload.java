package ai.silogen.kaiwo.bench.quality;

import java.util.List;
import java.util.Random;

/** A source of conversations for the closed-loop clients. */
interface Workload {

  /** The workload's short name, e.g. {@code W1}. */
  String name();

  /** One line describing it for the report. */
  String description();

  /** The next conversation: the user messages of its turns, in order. */
  List<String> nextConversation(Random random);
}
