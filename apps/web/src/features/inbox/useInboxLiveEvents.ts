import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api, apiOrigin } from '../../lib/apiClient';
import { readServerSentEvents } from '../../lib/readServerSentEvents';
import { getStoredToken } from '../../lib/sessionStore';
import { AssignmentWatch } from './assignmentWatch';
import { inboxConversationPath } from './inboxPaths';
import { createInboxRefresh } from './inboxRefresh';
import { liveBackoffMs } from './liveBackoff';
import { showAssignedNotice } from './showAssignedNotice';

/** What one `conversation` event of /api/inbox/events says: which conversation changed, and its assignee now. */
export interface InboxEvent {
  id: string;
  assignee_id: string | null;
}

function parseInboxEvent(data: string): InboxEvent | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value !== 'object' || value === null) return null;
    const { id, assignee_id: assigneeId } = value as Record<string, unknown>;
    if (typeof id !== 'string') return null;
    return { id, assignee_id: typeof assigneeId === 'string' ? assigneeId : null };
  } catch {
    return null;
  }
}

/** The conversations of 'À moi' read to seed the watch: more than an agent's usual cap. */
const MINE_SEED_LIMIT = 100;

/**
 * The team inbox, live, wherever one is in the app (the shell mounts it for members who may read
 * the inbox): each change another agent, the bot or a customer makes refreshes the lists, the
 * counts (the sidebar's badge), that conversation and the open transcripts, a second at most
 * after it, once for a burst; a conversation newly assigned to me shows a notice to open it. The
 * stream reconnects with a growing wait after a failure. `workspaceId`: the workspace the session
 * works in (a switch opens the new workspace's stream), null for none.
 */
export function useInboxLiveEvents(workspaceId: string | null, me: string | undefined) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const where = useRef(pathname);
  where.current = pathname;
  const meRef = useRef(me);
  meRef.current = me;
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useEffect(() => {
    if (!workspaceId) return;
    const controller = new AbortController();
    const watch = new AssignmentWatch();
    const refresh = createInboxRefresh(client);
    const token = getStoredToken();
    let opened = 0;

    const seed = async () => {
      try {
        const page = await api.inbox.list({ view: 'mine', limit: MINE_SEED_LIMIT });
        if (!controller.signal.aborted) watch.seed(page.conversations.map((row) => row.id));
      } catch {
        // Without a seed no notice is shown: better none than one for each conversation already mine.
      }
    };

    void readServerSentEvents(`${apiOrigin()}/api/inbox/events`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
      retryMs: liveBackoffMs,
      onOpen: () => {
        // Reopened: changes may have been missed while it was closed, read again what is shown.
        if (opened > 0) refresh.all();
        opened += 1;
        void seed();
      },
      onError: () => watch.reset(),
      onEvent: ({ event, data }) => {
        if (event !== 'conversation') return;
        const change = parseInboxEvent(data);
        if (!change) return;
        refresh.conversation(change.id);
        const path = inboxConversationPath(change.id);
        // One's own assignment, made in the conversation on screen, needs no notice.
        const onScreen = where.current === path;
        if (watch.observe(change.id, change.assignee_id, meRef.current) && !onScreen)
          void showAssignedNotice(client, change.id, () => navigateRef.current(path));
      },
    });
    return () => {
      controller.abort();
      refresh.cancel();
    };
  }, [workspaceId, client]);
}
