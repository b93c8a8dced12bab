import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { commitKeys } from './commitKeys';

function press(key: string) {
  return { key, preventDefault: vi.fn() } as unknown as KeyboardEvent<HTMLElement> & {
    preventDefault: ReturnType<typeof vi.fn>;
  };
}

describe('commitKeys', () => {
  it('saves on Enter without letting a form submit', () => {
    const commit = vi.fn();
    const cancel = vi.fn();
    const event = press('Enter');
    commitKeys(commit, cancel)(event);
    expect(commit).toHaveBeenCalledOnce();
    expect(cancel).not.toHaveBeenCalled();
    expect(event.preventDefault).toHaveBeenCalledOnce();
  });

  it('gives the edit up on Escape and ignores other keys', () => {
    const commit = vi.fn();
    const cancel = vi.fn();
    commitKeys(commit, cancel)(press('Escape'));
    commitKeys(commit, cancel)(press('a'));
    expect(cancel).toHaveBeenCalledOnce();
    expect(commit).not.toHaveBeenCalled();
  });
});
