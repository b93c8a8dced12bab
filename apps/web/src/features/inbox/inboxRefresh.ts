import type { QueryClient } from '@tanstack/react-query';
import { orpc } from '../../lib/orpc';

/** At most one refresh of the inbox's queries this often, however many changes arrive. */
export const REFRESH_EVERY_MS = 1000;

/**
 * Refreshes what the inbox shows after live changes: the first change at once, the next ones of a
 * burst together at the end of the second (a busy workspace sends several a second; each refresh
 * asks the server again for every list on screen). Only the queries on screen are read again; the
 * others are marked stale for their next showing.
 */
export function createInboxRefresh(client: QueryClient, everyMs = REFRESH_EVERY_MS) {
  const changed = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = Number.NEGATIVE_INFINITY;
  let everything = false;

  const flush = () => {
    timer = undefined;
    last = Date.now();
    const ids = [...changed];
    const all = everything;
    changed.clear();
    everything = false;
    void client.invalidateQueries({ queryKey: orpc.inbox.list.key() });
    void client.invalidateQueries({ queryKey: orpc.inbox.counts.key() });
    if (all) void client.invalidateQueries({ queryKey: orpc.inbox.get.key() });
    else
      for (const id of ids)
        void client.invalidateQueries({ queryKey: orpc.inbox.get.key({ input: { id } }) });
    // The transcript is keyed by chatbot and usertel, which the event does not carry: every open one.
    if (all || ids.length > 0)
      void client.invalidateQueries({ queryKey: orpc.conversations.transcript.key() });
  };

  const schedule = () => {
    if (timer !== undefined) return;
    const wait = last + everyMs - Date.now();
    if (wait <= 0) flush();
    else timer = setTimeout(flush, wait);
  };

  return {
    /** A conversation changed. */
    conversation(id: string) {
      changed.add(id);
      schedule();
    },
    /** Everything may have changed (the stream reopened). */
    all() {
      everything = true;
      schedule();
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
