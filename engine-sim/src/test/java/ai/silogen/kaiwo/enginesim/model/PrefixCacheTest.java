package ai.silogen.kaiwo.enginesim.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PrefixCacheTest {

  private static final int NO_CAP = Integer.MAX_VALUE;

  @Test
  void sharedPrefixesHitTheLongestCachedRunFromTheStart() {
    PrefixCache cache = new PrefixCache(100);
    cache.release(cache.acquire(new long[] {1, 2, 3}, NO_CAP));

    assertThat(cache.acquire(new long[] {1, 2, 9, 3}, NO_CAP).hitBlocks()).isEqualTo(2);
    assertThat(cache.acquire(new long[] {1, 2, 3, 4}, NO_CAP).hitBlocks()).isEqualTo(3);
    assertThat(cache.acquire(new long[] {7, 2, 3}, NO_CAP).hitBlocks()).isZero();
  }

  @Test
  void hitsAreCappedSoTheLastBlockIsRecomputed() {
    PrefixCache cache = new PrefixCache(100);
    cache.release(cache.acquire(new long[] {1, 2}, NO_CAP));

    assertThat(cache.acquire(new long[] {1, 2}, 1).hitBlocks()).isEqualTo(1);
  }

  @Test
  void evictsTheLeastRecentlyUsedUnpinnedBlock() {
    PrefixCache cache = new PrefixCache(3);
    cache.release(cache.acquire(new long[] {1}, NO_CAP));
    cache.release(cache.acquire(new long[] {2}, NO_CAP));
    cache.release(cache.acquire(new long[] {3}, NO_CAP));
    cache.release(cache.acquire(new long[] {1}, NO_CAP)); // 1 is now the most recent

    cache.release(cache.acquire(new long[] {4}, NO_CAP));

    assertThat(cache.contains(2)).isFalse();
    assertThat(cache.contains(1)).isTrue();
    assertThat(cache.contains(3)).isTrue();
    assertThat(cache.contains(4)).isTrue();
  }

  @Test
  void releasedChainsAreEvictedTailFirst() {
    PrefixCache cache = new PrefixCache(3);
    cache.release(cache.acquire(new long[] {1, 2, 3}, NO_CAP));

    cache.release(cache.acquire(new long[] {9}, NO_CAP));

    assertThat(cache.contains(3)).isFalse();
    assertThat(cache.cachedPrefixBlocks(new long[] {1, 2, 3})).isEqualTo(2);
  }

  @Test
  void pinnedBlocksAreNeverEvicted() {
    PrefixCache cache = new PrefixCache(2);
    PrefixCache.Lease running = cache.acquire(new long[] {1, 2}, NO_CAP);

    PrefixCache.Lease other = cache.acquire(new long[] {5, 6}, NO_CAP);

    assertThat(other.pinnedBlocks()).isZero();
    assertThat(other.complete()).isFalse();
    assertThat(cache.contains(1)).isTrue();
    assertThat(cache.contains(2)).isTrue();
    assertThat(cache.pinnedBlocks()).isEqualTo(2);
    cache.release(other);
    cache.release(running);
    assertThat(cache.pinnedBlocks()).isZero();
    assertThat(cache.acquire(new long[] {5, 6}, NO_CAP).pinnedBlocks()).isEqualTo(2);
  }

  @Test
  void blocksSharedByRunningRequestsStayPinnedUntilTheLastRelease() {
    PrefixCache cache = new PrefixCache(2);
    PrefixCache.Lease first = cache.acquire(new long[] {1}, NO_CAP);
    PrefixCache.Lease second = cache.acquire(new long[] {1}, NO_CAP);
    cache.release(first);

    cache.release(cache.acquire(new long[] {2}, NO_CAP));
    cache.release(cache.acquire(new long[] {3}, NO_CAP));

    assertThat(cache.contains(1)).isTrue();
    assertThat(second.hitBlocks()).isEqualTo(1);
    assertThat(cache.pinnedBlocks()).isEqualTo(1);
  }

  @Test
  void releaseCachesTheBlocksCompletedByTheOutput() {
    PrefixCache cache = new PrefixCache(10);
    PrefixCache.Lease lease = cache.acquire(new long[] {1, 2}, NO_CAP);

    cache.release(lease, new long[] {1, 2, 3, 4});

    assertThat(cache.cachedPrefixBlocks(new long[] {1, 2, 3, 4, 5})).isEqualTo(4);
    assertThat(cache.pinnedBlocks()).isZero();
  }

  @Test
  void anIncompleteLeaseDoesNotCacheOutputBlocks() {
    PrefixCache cache = new PrefixCache(1);
    PrefixCache.Lease holder = cache.acquire(new long[] {1}, NO_CAP);
    PrefixCache.Lease partial = cache.acquire(new long[] {1, 2}, NO_CAP);

    cache.release(partial, new long[] {1, 2, 3});
    cache.release(holder);

    assertThat(cache.contains(3)).isFalse();
    assertThat(cache.size()).isEqualTo(1);
  }
}
