import { describe, expect, it } from 'vitest';
import { hash32, pickSplitBranch } from './pickSplitBranch';

/** Ids as the runtime gives them: uuids of end_users rows, made up deterministically here. */
function endUserId(n: number): string {
  const hex = hash32(`seed-${n}`).toString(16).padStart(8, '0');
  return `${hex}-${(n % 65536).toString(16).padStart(4, '0')}-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

function shares(
  branches: { block: string; weight: number }[],
  ids: (n: number) => string,
  element = 'split-1',
) {
  const counts = new Map<string, number>();
  const draws = 10_000;
  for (let n = 0; n < draws; n += 1) {
    const branch = pickSplitBranch(branches, `${ids(n)}|${element}`);
    counts.set(branch?.block ?? '', (counts.get(branch?.block ?? '') ?? 0) + 1);
  }
  return Object.fromEntries([...counts].map(([block, count]) => [block, count / draws]));
}

describe('pickSplitBranch', () => {
  it('gives the same end-user the same branch every time', () => {
    const branches = [
      { block: 'a', weight: 50 },
      { block: 'b', weight: 50 },
    ];
    for (let n = 0; n < 200; n += 1) {
      const key = `${endUserId(n)}|split-1`;
      const first = pickSplitBranch(branches, key);
      for (let again = 0; again < 5; again += 1) expect(pickSplitBranch(branches, key)).toBe(first);
    }
  });

  it('follows 70/30 within 2 points over 10,000 end-users (uuids and sequential ids)', () => {
    const branches = [
      { block: 'a', weight: 70 },
      { block: 'b', weight: 30 },
    ];
    for (const ids of [endUserId, (n: number) => `user-${n}`]) {
      const share = shares(branches, ids);
      expect(Math.abs((share.a ?? 0) - 0.7)).toBeLessThan(0.02);
      expect(Math.abs((share.b ?? 0) - 0.3)).toBeLessThan(0.02);
    }
  });

  it('follows four branches of unequal weights within 2 points', () => {
    const branches = [
      { block: 'a', weight: 10 },
      { block: 'b', weight: 20 },
      { block: 'c', weight: 30 },
      { block: 'd', weight: 40 },
    ];
    const share = shares(branches, endUserId);
    expect(Object.keys(share).sort()).toEqual(['a', 'b', 'c', 'd']);
    for (const { block, weight } of branches)
      expect(Math.abs((share[block] ?? 0) - weight / 100)).toBeLessThan(0.02);
  });

  it('reads weights as shares of their sum, decimals too', () => {
    const share = shares(
      [
        { block: 'a', weight: 1.5 },
        { block: 'b', weight: 0.5 },
      ],
      endUserId,
    );
    expect(Math.abs((share.a ?? 0) - 0.75)).toBeLessThan(0.02);
  });

  it('draws independently for two splits: the same end-user is not always on the same side', () => {
    const branches = [
      { block: 'a', weight: 50 },
      { block: 'b', weight: 50 },
    ];
    let same = 0;
    for (let n = 0; n < 2000; n += 1) {
      const first = pickSplitBranch(branches, `${endUserId(n)}|split-1`)?.block;
      const second = pickSplitBranch(branches, `${endUserId(n)}|split-2`)?.block;
      if (first === second) same += 1;
    }
    expect(same / 2000).toBeGreaterThan(0.45);
    expect(same / 2000).toBeLessThan(0.55);
  });

  it('ignores branches without a positive weight, and gives nothing when none has one', () => {
    expect(
      pickSplitBranch(
        [
          { block: 'a', weight: 0 },
          { block: 'b', weight: 3 },
        ],
        'x',
      )?.block,
    ).toBe('b');
    expect(pickSplitBranch([{ block: 'a', weight: 0 }], 'x')).toBeUndefined();
    expect(pickSplitBranch([], 'x')).toBeUndefined();
  });

  it('hashes to unsigned 32-bit integers, stable across releases', () => {
    // Frozen: a change of hash would move running A/B tests' end-users to other branches.
    expect(['', 'user-1', 'a'].map(hash32)).toEqual([2872998923, 2005895916, 444641715]);
    expect(hash32('user-1')).not.toBe(hash32('user-2'));
    for (const key of ['', 'a', 'user-1', 'ééé']) {
      expect(Number.isInteger(hash32(key))).toBe(true);
      expect(hash32(key)).toBeGreaterThanOrEqual(0);
      expect(hash32(key)).toBeLessThan(2 ** 32);
    }
  });
});
