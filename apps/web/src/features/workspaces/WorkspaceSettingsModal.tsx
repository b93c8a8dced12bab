import type { SessionUser } from '@griot/contract/auth/authSchemas';
import { canCall } from '@griot/contract/workspaces/callAccess';
import { workspaceMessages } from '@griot/contract/workspaces/workspaceMessages';
import { Alert, Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { commonTexts } from '../../components/commonTexts';
import { useTexts } from '../../lib/i18n/useTexts';
import { DeleteWorkspaceForm } from './DeleteWorkspaceForm';
import { useRenameWorkspace } from './useWorkspaceActions';
import { WorkspaceNameField } from './WorkspaceNameField';
import { workspaceFailure } from './workspaceFailure';
import { workspacesTexts } from './workspacesTexts';

type Workspace = NonNullable<SessionUser['workspace']>;

/**
 * The session's workspace's settings: its name (owners and administrators rename it) and its
 * deletion (owners, once SUPPRIMER is typed). What a role may not do is said, not offered.
 */
export function WorkspaceSettingsModal({
  workspace,
  onClose,
}: {
  workspace: Workspace | null;
  onClose: () => void;
}) {
  const t = useTexts(workspacesTexts).settings;
  return (
    <Modal opened={workspace !== null} onClose={onClose} title={t.title} size="lg" centered>
      {workspace && <SettingsBody workspace={workspace} onClose={onClose} />}
    </Modal>
  );
}

function SettingsBody({ workspace, onClose }: { workspace: Workspace; onClose: () => void }) {
  const t = useTexts(workspacesTexts).settings;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} fz="md">
          {t.nameSection}
        </Title>
        {canCall(workspace.role, 'workspaces.rename') ? (
          <RenameForm workspace={workspace} onClose={onClose} />
        ) : (
          <Text size="sm" c="dimmed">
            {t.renameOnlyAdmins}
          </Text>
        )}
      </Stack>
      <Divider />
      <Stack gap="xs">
        <Title order={3} fz="md" c="red">
          {t.deleteSection}
        </Title>
        {canCall(workspace.role, 'workspaces.remove') ? (
          <DeleteWorkspaceForm workspace={workspace} onClose={onClose} />
        ) : (
          <Text size="sm" c="dimmed">
            {t.deleteOnlyOwners}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

function RenameForm({ workspace, onClose }: { workspace: Workspace; onClose: () => void }) {
  const t = useTexts(workspacesTexts).settings;
  const common = useTexts(commonTexts);
  const m = useTexts(workspaceMessages);
  const [name, setName] = useState(workspace.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const rename = useRenameWorkspace(onClose);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(m.nameRequired);
      return;
    }
    rename.mutate({ id: workspace.id, name: name.trim() });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {rename.isError && (
          <Alert color="red" role="alert">
            {workspaceFailure(rename.error, t.renameFailed)}
          </Alert>
        )}
        <WorkspaceNameField
          label={t.name}
          value={name}
          error={nameError}
          onChange={(next) => {
            setName(next);
            setNameError(null);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={rename.isPending} disabled={name.trim() === workspace.name}>
            {common.actions.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
