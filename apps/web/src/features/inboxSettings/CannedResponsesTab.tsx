import type { CannedResponse } from '@griot/contract/inbox/inboxSchemas';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconMessageBolt, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { CannedResponseModal } from './CannedResponseModal';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { EditRemoveButtons } from './EditRemoveButtons';
import { inboxSettingsTexts } from './inboxSettingsTexts';
import { LoadState } from './LoadState';
import { serverRefusal } from './serverRefusal';
import { useCannedActions } from './useCannedActions';
import { useCannedResponses } from './useInboxSettingsQueries';

/**
 * 'Réponses rapides': every member's shared replies, searched, created and edited in a modal,
 * deleted after a confirmation. Every role may change them (agents write them first).
 */
export function CannedResponsesTab() {
  const t = useTexts(inboxSettingsTexts).canned;
  const query = useCannedResponses();
  const actions = useCannedActions();
  const [editing, setEditing] = useState<CannedResponse | 'new' | null>(null);
  const [removing, setRemoving] = useState<CannedResponse | null>(null);
  const [search, setSearch] = useState('');
  const list = query.data?.canned_responses ?? [];
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? list.filter((item) => `${item.shortcut}\n${item.text}`.toLowerCase().includes(needle))
    : list;
  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
      {t.add}
    </Button>
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t.intro}
      </Text>
      <LoadState
        query={query}
        loading={t.loading}
        empty={list.length === 0}
        emptyIcon={<IconMessageBolt size={30} />}
        emptyTitle={t.emptyTitle}
        emptyText={t.emptyText}
        emptyAction={addButton}
      >
        <Group justify="space-between" gap="sm" wrap="wrap">
          <TextInput
            leftSection={<IconSearch size={16} aria-hidden />}
            placeholder={t.searchPlaceholder}
            aria-label={t.searchLabel}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 240px', maxWidth: 420 }}
          />
          <Group gap="sm">
            <Text size="sm" c="dimmed">
              {t.count({ count: list.length })}
            </Text>
            {addButton}
          </Group>
        </Group>
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg" role="status">
            {t.noMatch({ search: search.trim() })}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {shown.map((item) => (
              <Paper
                key={item.id}
                component="li"
                withBorder
                radius="md"
                p="sm"
                aria-label={`/${item.shortcut}`}
              >
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={700} ff="monospace" size="sm" c="griot" style={{ overflowWrap: 'anywhere' }}>
                      /{item.shortcut}
                    </Text>
                    <Text
                      size="sm"
                      lineClamp={3}
                      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    >
                      {item.text}
                    </Text>
                  </div>
                  <EditRemoveButtons
                    editLabel={t.editOf({ shortcut: item.shortcut })}
                    removeLabel={t.removeOf({ shortcut: item.shortcut })}
                    onEdit={() => setEditing(item)}
                    onRemove={() => setRemoving(item)}
                  />
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </LoadState>

      <CannedResponseModal
        opened={editing !== null}
        editing={editing === 'new' ? null : editing}
        pending={actions.create.isPending || actions.update.isPending}
        refusalOf={(error) => serverRefusal(error, t.failed)}
        onClose={() => setEditing(null)}
        onSubmit={(values) =>
          editing && editing !== 'new'
            ? actions.update.mutateAsync({ id: editing.id, ...values })
            : actions.create.mutateAsync(values)
        }
      />
      <ConfirmDeleteModal
        opened={removing !== null}
        title={t.removeTitle({ shortcut: removing?.shortcut ?? '' })}
        text={t.removeText}
        pending={actions.remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing && actions.remove.mutate({ id: removing.id }, { onSuccess: () => setRemoving(null) })
        }
      />
    </Stack>
  );
}
