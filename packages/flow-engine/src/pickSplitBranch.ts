/** One branch of a 'Test A/B' as the engine reads it. */
export interface WeightedBranch {
  block: string;
  weight: number;
}

/**
 * The branch an end-user takes, chosen by weight but without randomness: `key` (the end-user's id
 * and the element's) is hashed to a point in [0, total weight), and the branch whose share holds
 * that point wins. The same end-user meets the same branch at every pass, and across end-users the
 * shares follow the weights. Undefined when no branch has a positive weight.
 */
export function pickSplitBranch<Branch extends WeightedBranch>(
  branches: readonly Branch[],
  key: string,
): Branch | undefined {
  const usable = branches.filter((branch) => Number.isFinite(branch.weight) && branch.weight > 0);
  const total = usable.reduce((sum, branch) => sum + branch.weight, 0);
  if (total <= 0) return undefined;
  const point = (hash32(key) / 2 ** 32) * total;
  let reached = 0;
  for (const branch of usable) {
    reached += branch.weight;
    if (point < reached) return branch;
  }
  // Rounding can leave the very last point past the sum: it belongs to the last branch.
  return usable[usable.length - 1];
}

/**
 * FNV-1a over the key's UTF-16 code units, then MurmurHash3's finaliser: FNV alone leaves its high
 * bits poorly mixed when ids differ only by their last characters (user-1, user-2…), and the point
 * is read from the high bits. An unsigned 32-bit integer.
 */
export function hash32(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}
