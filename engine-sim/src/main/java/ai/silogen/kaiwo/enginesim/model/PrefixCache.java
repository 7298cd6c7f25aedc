package ai.silogen.kaiwo.enginesim.model;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A KV-cache of chain-hashed prompt blocks with vLLM's prefix-caching semantics: a request hits the
 * longest run of consecutive cached blocks from its start; the blocks of running requests are
 * pinned (reference counted) and never evicted; when full, the least recently used unpinned block
 * is evicted. Blocks are released deepest first, so a chain's tail is evicted before its root.
 *
 * <p>Not thread-safe: each simulated engine confines its cache to one event loop.
 */
public final class PrefixCache {

  private static final class Block {
    final long hash;
    int refs;

    Block(long hash) {
      this.hash = hash;
    }
  }

  /**
   * What a request holds while it runs: the blocks it pinned and how many of them were hits.
   * Pinning stops early when every block is pinned by someone and none can be evicted.
   */
  public static final class Lease {
    private final long[] hashes;
    private final int hitBlocks;
    private final int pinnedBlocks;

    private Lease(long[] hashes, int hitBlocks, int pinnedBlocks) {
      this.hashes = hashes;
      this.hitBlocks = hitBlocks;
      this.pinnedBlocks = pinnedBlocks;
    }

    /** Leading blocks that were already cached. */
    public int hitBlocks() {
      return hitBlocks;
    }

    /** Blocks this lease holds (hits plus newly inserted). */
    public int pinnedBlocks() {
      return pinnedBlocks;
    }

    /** Whether every requested block could be pinned. */
    public boolean complete() {
      return pinnedBlocks == hashes.length;
    }
  }

  private final int capacity;
  private final Map<Long, Block> blocks = new HashMap<>();
  // Unpinned blocks in least-recently-used-first order.
  private final LinkedHashMap<Long, Block> evictable = new LinkedHashMap<>();
  private int pinned;

  public PrefixCache(int capacityBlocks) {
    if (capacityBlocks < 1) {
      throw new IllegalArgumentException("capacity must be >= 1, got " + capacityBlocks);
    }
    this.capacity = capacityBlocks;
  }

  /** Number of leading blocks of {@code hashes} that are cached; no side effects. */
  public int cachedPrefixBlocks(long[] hashes) {
    int n = 0;
    while (n < hashes.length && blocks.containsKey(hashes[n])) {
      n++;
    }
    return n;
  }

  /**
   * Pins the chain {@code hashes}, inserting missing blocks (evicting unpinned ones as needed).
   *
   * @param maxHitBlocks cap on reported hits; vLLM always recomputes a prompt's last token, so a
   *     fully cached prompt still computes its last block
   */
  public Lease acquire(long[] hashes, int maxHitBlocks) {
    int hits = Math.min(cachedPrefixBlocks(hashes), Math.max(0, maxHitBlocks));
    int count = 0;
    for (long hash : hashes) {
      Block block = blocks.get(hash);
      if (block == null && (block = insert(hash)) == null) {
        break;
      }
      pin(block);
      count++;
    }
    return new Lease(hashes, hits, count);
  }

  /** Unpins a lease's blocks. */
  public void release(Lease lease) {
    release(lease, null);
  }

  /**
   * Unpins a lease's blocks after caching the blocks its output completed.
   *
   * @param extendedChain the chain of prompt plus generated text (starting with the lease's own
   *     hashes), or {@code null}; ignored when the lease could not pin its whole prompt
   */
  public void release(Lease lease, long[] extendedChain) {
    if (extendedChain != null && lease.complete()) {
      for (int i = extendedChain.length - 1; i >= lease.pinnedBlocks; i--) {
        touchOrInsert(extendedChain[i]);
      }
    }
    for (int i = lease.pinnedBlocks - 1; i >= 0; i--) {
      unpin(blocks.get(lease.hashes[i]));
    }
  }

  /** Whether a block is cached. */
  public boolean contains(long hash) {
    return blocks.containsKey(hash);
  }

  /** Capacity in blocks. */
  public int capacity() {
    return capacity;
  }

  /** Cached blocks, pinned or not. */
  public int size() {
    return blocks.size();
  }

  /** Blocks held by running requests. */
  public int pinnedBlocks() {
    return pinned;
  }

  private Block insert(long hash) {
    if (blocks.size() >= capacity) {
      Map.Entry<Long, Block> victim = evictable.pollFirstEntry();
      if (victim == null) {
        return null;
      }
      blocks.remove(victim.getKey());
    }
    Block block = new Block(hash);
    blocks.put(hash, block);
    return block;
  }

  private void touchOrInsert(long hash) {
    Block block = blocks.get(hash);
    if (block == null) {
      block = insert(hash);
      if (block != null) {
        evictable.put(hash, block);
      }
    } else if (block.refs == 0) {
      evictable.remove(hash);
      evictable.put(hash, block);
    }
  }

  private void pin(Block block) {
    if (block.refs++ == 0) {
      evictable.remove(block.hash);
      pinned++;
    }
  }

  private void unpin(Block block) {
    if (--block.refs == 0) {
      evictable.put(block.hash, block);
      pinned--;
    }
  }
}
