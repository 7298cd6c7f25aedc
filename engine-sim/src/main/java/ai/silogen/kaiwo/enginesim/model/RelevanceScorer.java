package ai.silogen.kaiwo.enginesim.model;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import net.openhft.hashing.LongHashFunction;

/**
 * A deterministic stand-in for a cross-encoder: the score grows with the share of the query's words
 * that occur in the document, plus a small hash-derived offset that breaks ties stably. Scores lie
 * in (0, 1).
 */
public final class RelevanceScorer {

  private RelevanceScorer() {}

  /** Relevance of {@code document} to {@code query}. */
  public static double score(String query, String document) {
    Set<String> queryWords = words(query);
    Set<String> documentWords = words(document);
    long shared = queryWords.stream().filter(documentWords::contains).count();
    double overlap = queryWords.isEmpty() ? 0 : (double) shared / queryWords.size();
    long hash = LongHashFunction.xx().hashChars(query + '\u0000' + document);
    double tieBreak = (hash >>> 11) * 0x1.0p-53;
    return 0.01 + 0.9 * overlap + 0.08 * tieBreak;
  }

  private static Set<String> words(String text) {
    Set<String> words = new HashSet<>();
    for (String word : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
      if (!word.isEmpty()) {
        words.add(word);
      }
    }
    return words;
  }
}
