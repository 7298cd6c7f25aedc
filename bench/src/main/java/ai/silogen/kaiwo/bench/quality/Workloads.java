package ai.silogen.kaiwo.bench.quality;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The synthetic workloads of routing-perf.md §3.4, scaled to simulated replicas with small KV
 * caches. Each conversation's first user message is unique in its first characters (W1, W3) or
 * shared by its group (W2), which is what prefix hashing keys on.
 */
final class Workloads {
  private Workloads() {}

  /** W1: multi-turn chat, 3–12 turns, log-normal user messages (median 100 tokens). */
  static Workload multiTurnChat() {
    return new Workload() {
      @Override
      public String name() {
        return "W1";
      }

      @Override
      public String description() {
        return "multi-turn chat, unique first messages, 3-12 turns, user messages ~100 tokens";
      }

      @Override
      public List<String> nextConversation(Random random) {
        int turns = 3 + random.nextInt(10);
        List<String> messages = new ArrayList<>(turns);
        for (int i = 0; i < turns; i++) {
          messages.add(PseudoText.words(random, PseudoText.logNormal(random, 100, 0.8, 1000)));
        }
        return messages;
      }
    };
  }

  /**
   * W2: 64 groups share a 2000-token context placed in the first user message (RAG-style), then ask
   * 2–6 questions of ~60 tokens.
   */
  static Workload sharedContext(long seed) {
    List<String> contexts = new ArrayList<>();
    Random contextRandom = new Random(seed);
    for (int g = 0; g < 64; g++) {
      contexts.add(PseudoText.words(contextRandom, 2000));
    }
    return new Workload() {
      @Override
      public String name() {
        return "W2";
      }

      @Override
      public String description() {
        return "64 groups share a 2000-token context in the first user message, 2-6 questions";
      }

      @Override
      public List<String> nextConversation(Random random) {
        int turns = 2 + random.nextInt(5);
        List<String> messages = new ArrayList<>(turns);
        messages.add(
            contexts.get(random.nextInt(contexts.size()))
                + "\n"
                + PseudoText.words(random, PseudoText.logNormal(random, 60, 0.5, 400)));
        for (int i = 1; i < turns; i++) {
          messages.add(PseudoText.words(random, PseudoText.logNormal(random, 60, 0.5, 400)));
        }
        return messages;
      }
    };
  }

  /** W3: the control, single unrelated prompts (median 300 tokens) that share nothing. */
  static Workload noSharing() {
    return new Workload() {
      @Override
      public String name() {
        return "W3";
      }

      @Override
      public String description() {
        return "control: single-turn prompts that share nothing, ~300 tokens";
      }

      @Override
      public List<String> nextConversation(Random random) {
        return List.of(PseudoText.words(random, PseudoText.logNormal(random, 300, 0.6, 2000)));
      }
    };
  }
}
