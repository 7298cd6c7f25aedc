package ai.silogen.kaiwo.enginesim.model;

import net.openhft.hashing.LongHashFunction;

/**
 * Chain hashes of the full KV blocks of a token sequence, as vLLM's automatic prefix caching keys
 * them: {@code h_i = XXH64(seed = h_{i-1}, chars of block i)} with {@code h_{-1} = 0} for the base
 * model and {@code XXH64(adapter name)} for a LoRA adapter, so equal hashes mean equal prefixes
 * under the same weights. Only full blocks are hashed: a partial last block is never cacheable.
 */
public final class BlockHasher {

  private final int blockSize;
  private final int blockChars;

  /**
   * @param blockSize tokens per block
   */
  public BlockHasher(int blockSize) {
    if (blockSize < 1) {
      throw new IllegalArgumentException("blockSize must be >= 1, got " + blockSize);
    }
    this.blockSize = blockSize;
    this.blockChars = blockSize * Tokenizer.CHARS_PER_TOKEN;
  }

  /** Tokens per block. */
  public int blockSize() {
    return blockSize;
  }

  /** Number of full blocks in {@code tokens} tokens. */
  public int fullBlocks(int tokens) {
    return tokens / blockSize;
  }

  /**
   * The chain hashes of every full block of {@code text}.
   *
   * @param lora adapter name, or {@code null} for the base model
   */
  public long[] hashes(String text, String lora) {
    long[] hashes = new long[text.length() / blockChars];
    long previous = lora == null ? 0L : LongHashFunction.xx().hashChars(lora);
    for (int i = 0; i < hashes.length; i++) {
      previous = LongHashFunction.xx(previous).hashChars(text, i * blockChars, blockChars);
      hashes[i] = previous;
    }
    return hashes;
  }
}
