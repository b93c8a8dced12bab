import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserCheck } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { conversationTitle } from '../../lib/conversationIdentity';
import { orpc } from '../../lib/orpc';
import { inboxTexts } from './inboxTexts';

/** A notice stays this long: long enough to read who it is and click. */
const NOTICE_MS = 10_000;

/**
 * 'Nouvelle conversation assignée : Awa Ndiaye', with a link to open it. The name is read from
 * the conversation (the event carries only its id); it fails quietly if the conversation is gone.
 */
export async function showAssignedNotice(client: QueryClient, id: string, open: () => void): Promise<void> {
  let name: string;
  try {
    const answer = await client.fetchQuery(orpc.inbox.get.queryOptions({ input: { id }, staleTime: 0 }));
    name = conversationTitle(answer.conversation);
  } catch {
    return;
  }
  const t = inboxTexts.live;
  const noticeId = `inbox-assigned-${id}`;
  notifications.show({
    id: noticeId,
    color: 'blue',
    icon: <IconUserCheck size={18} />,
    title: t.assigned({ name }),
    autoClose: NOTICE_MS,
    // The notices are drawn outside the router: the link navigates through the app's own function.
    message: (
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => {
          notifications.hide(noticeId);
          open();
        }}
      >
        {t.open}
      </Anchor>
    ),
  });
}
