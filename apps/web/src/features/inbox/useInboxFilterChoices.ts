import type { ConversationStatus } from '@griot/contract/conversations/conversationSchemas';
import { inboxMessages } from '@griot/contract/inbox/inboxMessages';
import { useQuery } from '@tanstack/react-query';
import { chatbotLabels } from '../../lib/chatbotLabels';
import { orpc } from '../../lib/orpc';
import { useSessionUser } from '../../lib/sessionStore';
import { inboxMembersOptions } from './inboxQueries';
import { inboxTexts } from './inboxTexts';
import type { FilterKey } from './inboxUrlState';

/** The statuses in the order a conversation lives them. */
const STATUS_ORDER: ConversationStatus[] = ['open', 'pending', 'snoozed', 'resolved'];

export interface FilterChoice {
  value: string;
  label: string;
  /** A label's colour. */
  color?: string;
}

/**
 * The choices of each filter, in the language shown: the workspace's chatbots, the channels, its
 * labels, the statuses and its members (me first, then 'Non assignée'). Read by the filter form
 * and by the chips, which name an active filter's value.
 */
export function useInboxFilterChoices(): Record<FilterKey, FilterChoice[]> {
  const t = inboxTexts.filters;
  const me = useSessionUser()?.id;
  const chatbots = useQuery(
    orpc.chatbots.list.queryOptions({ select: (result) => result.chatbots, staleTime: 5 * 60_000 }),
  );
  const labels = useQuery(
    orpc.inbox.labels.queryOptions({ select: (result) => result.labels, staleTime: 60_000 }),
  );
  const members = useQuery({ ...inboxMembersOptions(), select: (result) => result.members });
  const people = [...(members.data ?? [])].sort((a, b) => Number(b.id === me) - Number(a.id === me));
  return {
    chatbot: (chatbots.data ?? []).map((chatbot) => ({ value: chatbot._id, label: chatbot.bot_name })),
    channel: chatbotLabels.typeOptions,
    label: (labels.data ?? []).map((label) => ({ value: label.id, label: label.name, color: label.color })),
    status: STATUS_ORDER.map((status) => ({ value: status, label: inboxMessages.statuses[status] })),
    assignee: [
      ...people.map((member) => ({
        value: member.id,
        label: member.id === me ? t.me({ name: member.name }) : member.name,
      })),
      { value: 'none', label: t.unassigned },
    ],
  };
}
