import type { SessionUser } from '@griot/contract/auth/authSchemas';
import { DELETE_CONFIRMATION_WORD } from '@griot/contract/constants';
import { workspaceMessages } from '@griot/contract/workspaces/workspaceMessages';
import { Alert, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { textAround } from '../../lib/i18n/messageParts';
import { useTexts } from '../../lib/i18n/useTexts';
import { useRemoveWorkspace } from './useWorkspaceActions';
import { workspaceFailure } from './workspaceFailure';
import { workspacesTexts } from './workspacesTexts';

/**
 * The workspace's deletion: what goes with it, then the word SUPPRIMER typed before the button
 * works (the server checks it again).
 */
export function DeleteWorkspaceForm({
  workspace,
  onClose,
}: {
  workspace: NonNullable<SessionUser['workspace']>;
  onClose: () => void;
}) {
  const t = useTexts(workspacesTexts).settings;
  const m = useTexts(workspaceMessages);
  const [typed, setTyped] = useState('');
  const remove = useRemoveWorkspace(onClose);
  const confirmed = typed === DELETE_CONFIRMATION_WORD;
  const [before, after] = textAround(t.confirmInstruction, 'word');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (confirmed) remove.mutate({ id: workspace.id, confirmation: typed });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t.deleteWarning({ name: workspace.name })}
        </Alert>
        {remove.isError && (
          <Alert color="red" role="alert">
            {workspaceFailure(remove.error, t.deleteFailed)}
          </Alert>
        )}
        <Text size="sm">
          {before}
          <Code fw={700}>{DELETE_CONFIRMATION_WORD}</Code>
          {after}
        </Text>
        <TextInput
          label={t.confirmLabel}
          value={typed}
          autoComplete="off"
          error={typed && !confirmed ? m.confirmationRequired : null}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" color="red" disabled={!confirmed} loading={remove.isPending}>
            {t.deleteButton}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
