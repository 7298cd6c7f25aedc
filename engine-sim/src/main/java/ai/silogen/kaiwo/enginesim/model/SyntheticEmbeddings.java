package ai.silogen.kaiwo.enginesim.model;

import java.util.SplittableRandom;
import net.openhft.hashing.LongHashFunction;

/**
 * Deterministic unit-length embedding vectors: the same text always maps to the same vector, on
 * every replica, and different texts to (almost surely) different directions.
 */
public final class SyntheticEmbeddings {

  private SyntheticEmbeddings() {}

  /** A vector of {@code dimensions} Gaussian components seeded by the text, L2-normalised. */
  public static float[] embed(String text, int dimensions) {
    SplittableRandom random = new SplittableRandom(LongHashFunction.xx().hashChars(text));
    float[] vector = new float[dimensions];
    double norm = 0;
    for (int i = 0; i < dimensions; i++) {
      double component = random.nextGaussian();
      vector[i] = (float) component;
      norm += component * component;
    }
    float scale = (float) (1.0 / Math.sqrt(norm));
    for (int i = 0; i < dimensions; i++) {
      vector[i] *= scale;
    }
    return vector;
  }
}
