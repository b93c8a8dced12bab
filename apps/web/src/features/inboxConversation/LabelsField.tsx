import type { InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import { LABELS_PER_CONVERSATION_MAX } from '@griot/contract/inbox/inboxSchemas';
import { ColorSwatch, Group, MultiSelect, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTexts } from '../../lib/i18n/useTexts';
import { labelsOptions } from './inboxConversationQueries';
import { inboxConversationTexts } from './inboxConversationTexts';
import type { useInboxConversationActions } from './useInboxConversationActions';

interface LabelsFieldProps {
  conversation: InboxConversation;
  setLabels: ReturnType<typeof useInboxConversationActions>['setLabels'];
}

/** The conversation's labels among the workspace's, each with its colour; a change is saved at once. */
export function LabelsField({ conversation, setLabels }: LabelsFieldProps) {
  const t = useTexts(inboxConversationTexts).details;
  const labels = useQuery(labelsOptions());
  const all = labels.data?.labels ?? [];
  // The conversation's own labels count even before the workspace's list loads.
  const known = new Map([...conversation.labels, ...all].map((label) => [label.id, label]));
  const colorOf = (id: string) => known.get(id)?.color ?? 'gray';

  if (labels.isSuccess && all.length === 0 && conversation.labels.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t.noLabels}
      </Text>
    );

  return (
    <MultiSelect
      label={t.labels}
      placeholder={t.labelsPlaceholder}
      data={[...known.values()].map((label) => ({ value: label.id, label: label.name }))}
      value={conversation.labels.map((label) => label.id)}
      onChange={(ids) => setLabels.mutate({ id: conversation.id, label_ids: ids })}
      maxValues={LABELS_PER_CONVERSATION_MAX}
      disabled={setLabels.isPending}
      searchable
      clearable={false}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch color={`var(--mantine-color-${colorOf(option.value)}-6)`} size={12} aria-hidden />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      styles={{ pill: { fontWeight: 600 } }}
    />
  );
}
