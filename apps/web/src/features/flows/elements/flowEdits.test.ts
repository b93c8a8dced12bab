import { describe, expect, it } from 'vitest';
import { appendElement, duplicateElement, moveElement, removeElement, replaceElement } from './flowEdits';

describe('flow edits', () => {
  const list = ['a', 'b', 'c'];

  it('moves an element up or down and ignores moves out of range', () => {
    expect(moveElement(list, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveElement(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveElement(list, 0, -1)).toEqual(list);
    expect(moveElement(list, 2, 3)).toEqual(list);
  });

  it('removes, duplicates after the original, replaces and appends without mutating', () => {
    expect(removeElement(list, 1)).toEqual(['a', 'c']);
    const objects = [{ n: 1 }, { n: 2 }];
    const copied = duplicateElement(objects, 0);
    expect(copied).toEqual([{ n: 1 }, { n: 1 }, { n: 2 }]);
    expect(copied[1]).not.toBe(objects[0]);
    expect(replaceElement(list, 1, 'x')).toEqual(['a', 'x', 'c']);
    expect(appendElement(list, 'd')).toEqual(['a', 'b', 'c', 'd']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});
