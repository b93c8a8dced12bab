import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orpc } from '../../lib/orpc';
import { AssignmentWatch } from './assignmentWatch';
import { createInboxRefresh } from './inboxRefresh';
import { liveBackoffMs } from './liveBackoff';
import { WAIT_ALERT_MS, WAIT_WARNING_MS, waitLevel, waitText } from './waitingTime';

describe('a new assignment', () => {
  it('is one to me that was not mine when the stream opened, told once', () => {
    const watch = new AssignmentWatch();
    expect(watch.observe('c1', 'me', 'me')).toBe(false); // not seeded yet: nothing is new
    watch.seed(['c1']);
    expect(watch.observe('c1', 'me', 'me')).toBe(false); // already mine (a message in it)
    expect(watch.observe('c2', 'me', 'me')).toBe(true);
    expect(watch.observe('c2', 'me', 'me')).toBe(false);
    expect(watch.observe('c2', 'bob', 'me')).toBe(false); // given to someone else
    expect(watch.observe('c2', 'me', 'me')).toBe(true); // and back to me
    expect(watch.observe('c3', null, 'me')).toBe(false);
    watch.reset();
    expect(watch.observe('c4', 'me', 'me')).toBe(false);
  });
});

describe('the reconnection wait', () => {
  it('doubles from 1 s up to 30 s, spread by 20 % at most', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 10].map((failures) => liveBackoffMs(failures, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(liveBackoffMs(1, () => 0)).toBe(800);
    expect(liveBackoffMs(1, () => 1)).toBe(1200);
  });
});

describe("the customer's wait", () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('turns orange past 5 minutes and red past 30', () => {
    expect(waitLevel(ago(WAIT_WARNING_MS - 1000), now)).toBe('fresh');
    expect(waitLevel(ago(WAIT_WARNING_MS), now)).toBe('warning');
    expect(waitLevel(ago(WAIT_ALERT_MS - 1000), now)).toBe('warning');
    expect(waitLevel(ago(WAIT_ALERT_MS), now)).toBe('alert');
  });

  it('says how long in minutes, hours or days', () => {
    expect(waitText(ago(10_000), now)).toBe('attend depuis 1 min');
    expect(waitText(ago(12 * 60_000), now)).toBe('attend depuis 12 min');
    expect(waitText(ago(3 * 3_600_000 + 5 * 60_000), now)).toBe('attend depuis 3 h');
    expect(waitText(ago(50 * 3_600_000), now)).toBe('attend depuis 2 j');
  });
});

describe('the refresh after live changes', () => {
  afterEach(() => vi.useRealTimers());

  it('refreshes at once, then once for the rest of a burst a second later', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const refresh = createInboxRefresh(client, 1000);
    const keys = () => invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));

    refresh.conversation('a');
    expect(keys()).toEqual([
      JSON.stringify(orpc.inbox.list.key()),
      JSON.stringify(orpc.inbox.counts.key()),
      JSON.stringify(orpc.inbox.get.key({ input: { id: 'a' } })),
      JSON.stringify(orpc.conversations.transcript.key()),
    ]);
    invalidate.mockClear();
    refresh.conversation('b');
    refresh.conversation('c');
    refresh.conversation('b');
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(keys().filter((key) => key.includes('"get"'))).toEqual([
      JSON.stringify(orpc.inbox.get.key({ input: { id: 'b' } })),
      JSON.stringify(orpc.inbox.get.key({ input: { id: 'c' } })),
    ]);
    expect(invalidate).toHaveBeenCalledTimes(5);
    refresh.cancel();
  });
});
