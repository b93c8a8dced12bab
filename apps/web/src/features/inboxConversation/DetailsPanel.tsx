import type { InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChatbotTypeBadge } from '../../components/ChatbotTypeBadge';
import { formatPhone } from '../../lib/formatPhone';
import { useTexts } from '../../lib/i18n/useTexts';
import type { ConversationData } from './inboxConversationQueries';
import { inboxConversationTexts } from './inboxConversationTexts';
import { LabelsField } from './LabelsField';
import { NotesSection } from './NotesSection';
import { ResponseTimes } from './ResponseTimes';
import type { useInboxConversationActions } from './useInboxConversationActions';

interface DetailsPanelProps {
  data: ConversationData;
  actions: ReturnType<typeof useInboxConversationActions>;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div style={{ minWidth: 0, textAlign: 'right' }}>{children}</div>
    </Group>
  );
}

/** Beside the messages (or in the 'Détails' drawer): the contact, labels, response times and notes. */
export function DetailsPanel({ data, actions }: DetailsPanelProps) {
  const t = useTexts(inboxConversationTexts).details;
  const conversation: InboxConversation = data.conversation;
  const phone = formatPhone(conversation.phone);
  const value = (text: string) => (
    <Text size="sm" fw={500} truncate>
      {text || t.unknown}
    </Text>
  );
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Title order={3} fz="sm">
          {t.contact}
        </Title>
        <Field label={t.name}>{value(conversation.name)}</Field>
        <Field label={t.phone}>{value(phone)}</Field>
        <Field label={t.channel}>
          <ChatbotTypeBadge type={conversation.channel} />
        </Field>
        <Field label={t.chatbot}>{value(conversation.chatbot_name)}</Field>
      </Stack>
      <Divider />
      <LabelsField conversation={conversation} setLabels={actions.setLabels} />
      <Divider />
      <Stack gap={6}>
        <Title order={3} fz="sm">
          {t.times}
        </Title>
        <ResponseTimes conversation={conversation} episode={data.episode} />
      </Stack>
      <NotesSection conversationId={conversation.id} notes={data.notes} actions={actions} />
    </Stack>
  );
}
