import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bubbleTexts } from '../test/framePage';
import { bubbleFor, fill } from './bubbles';
import { node } from './dom';
import { createMessageLog } from './messageLog';

function bubble(text: string): HTMLElement {
  return fill(bubbleFor(false, null), [node('div', 'text', text)]);
}

describe('the message log', () => {
  let element: HTMLElement;
  beforeEach(() => {
    element = node('div');
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('orders bubbles by creation, whatever order they arrive in', () => {
    const log = createMessageLog(element);
    log.place(bubble('second'), '2026-03-01T10:00:02.000Z');
    log.place(bubble('third'), '2026-03-01T10:00:03.000Z');
    log.place(bubble('first'), '2026-03-01T10:00:01.000Z');
    expect(bubbleTexts(element)).toEqual(['first', 'second', 'third']);
    expect((element.firstChild as HTMLElement).dataset.at).toBe('2026-03-01T10:00:01.000Z');
  });

  it('puts a bubble being sent last, and passes it over when ordering the others', () => {
    const log = createMessageLog(element);
    log.place(bubble('bot'), '2026-03-01T10:00:01.000Z');
    log.place(bubble('sending'), '', true);
    log.place(bubble('late bot'), '2026-03-01T10:00:02.000Z');
    expect(bubbleTexts(element)).toEqual(['bot', 'sending', 'late bot']);
  });

  it('keeps the typing indicator last, and removes it after 10 s without an answer', () => {
    const log = createMessageLog(element);
    log.showTyping();
    log.place(bubble('answer'), '2026-03-01T10:00:01.000Z');
    expect(bubbleTexts(element)).toEqual(['answer', '…']);
    const typing = element.lastElementChild!;
    expect(typing.getAttribute('aria-label')).toBe('Le bot écrit…');
    expect(typing.getAttribute('role')).toBe('img');
    vi.advanceTimersByTime(9999);
    expect(bubbleTexts(element)).toEqual(['answer', '…']);
    vi.advanceTimersByTime(1);
    expect(bubbleTexts(element)).toEqual(['answer']);
  });

  it('hides the typing indicator on demand', () => {
    const log = createMessageLog(element);
    log.showTyping();
    log.hideTyping();
    log.hideTyping();
    expect(element.children).toHaveLength(0);
  });
});
