import type { Label } from '@griot/contract/inbox/inboxSchemas';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { useCan } from '../../lib/workspaceRole';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { EditRemoveButtons } from './EditRemoveButtons';
import { inboxSettingsTexts } from './inboxSettingsTexts';
import { LabelModal } from './LabelModal';
import { LoadState } from './LoadState';
import { serverRefusal } from './serverRefusal';
import { useLabels } from './useInboxSettingsQueries';
import { useLabelActions } from './useLabelActions';

/** 'Étiquettes': the workspace's labels; administrators create, rename, recolour and delete them. */
export function LabelsTab() {
  const t = useTexts(inboxSettingsTexts).labels;
  const manages = useCan('inbox.createLabel');
  const query = useLabels();
  const actions = useLabelActions();
  const [editing, setEditing] = useState<Label | 'new' | null>(null);
  const [removing, setRemoving] = useState<Label | null>(null);
  const list = query.data?.labels ?? [];
  const addButton = manages && (
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
        emptyIcon={<IconTag size={30} />}
        emptyTitle={t.emptyTitle}
        emptyText={manages ? t.emptyText : t.emptyReadOnly}
        emptyAction={addButton}
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t.count({ count: list.length })}
          </Text>
          {addButton}
        </Group>
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {list.map((label) => (
            <Paper key={label.id} component="li" withBorder radius="md" p="sm" aria-label={label.name}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Badge color={label.color} variant="light" tt="none" size="lg" style={{ minWidth: 0 }}>
                  {label.name}
                </Badge>
                {manages && (
                  <EditRemoveButtons
                    editLabel={t.editOf({ name: label.name })}
                    removeLabel={t.removeOf({ name: label.name })}
                    onEdit={() => setEditing(label)}
                    onRemove={() => setRemoving(label)}
                  />
                )}
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      </LoadState>

      <LabelModal
        opened={editing !== null}
        editing={editing === 'new' ? null : editing}
        pending={actions.create.isPending || actions.update.isPending}
        refusalOf={(error) => serverRefusal(error, t.failed)}
        onClose={() => setEditing(null)}
        onSubmit={(values) =>
          editing && editing !== 'new'
            ? actions.update.mutateAsync({ labelId: editing.id, ...values })
            : actions.create.mutateAsync(values)
        }
      />
      <ConfirmDeleteModal
        opened={removing !== null}
        title={t.removeTitle({ name: removing?.name ?? '' })}
        text={t.removeText}
        pending={actions.remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing && actions.remove.mutate({ labelId: removing.id }, { onSuccess: () => setRemoving(null) })
        }
      />
    </Stack>
  );
}
