import { workspaceMessages } from '@griot/contract/workspaces/workspaceMessages';
import { roleAtLeast } from '@griot/contract/workspaces/workspaceRoles';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { commonTexts } from '../../components/commonTexts';
import { useTexts } from '../../lib/i18n/useTexts';
import { useSessionUser } from '../../lib/sessionStore';
import { useCreateWorkspace } from './useWorkspaceActions';
import { WorkspaceNameField } from './WorkspaceNameField';
import { workspaceFailure } from './workspaceFailure';
import { workspacesTexts } from './workspacesTexts';

interface CreateWorkspaceModalProps {
  opened: boolean;
  onClose: () => void;
  /** 'Nouveau client' on the clients' page: a client workspace, no choice offered. */
  clientOnly?: boolean;
  /** What follows a creation: the switcher opens the new workspace, the clients' page stays. */
  onCreated: (workspaceId: string) => void;
}

/**
 * A new workspace: its name and, for a tech provider working in its own workspace (as an owner or
 * administrator: the server asks the same), whether it is for the business or for a client.
 */
export function CreateWorkspaceModal({
  opened,
  onClose,
  clientOnly = false,
  onCreated,
}: CreateWorkspaceModalProps) {
  const t = useTexts(workspacesTexts).create;
  return (
    <Modal opened={opened} onClose={onClose} title={clientOnly ? t.titleClient : t.title} centered>
      {/* Mounted only while open: each opening starts empty. */}
      {opened && <CreateWorkspaceForm clientOnly={clientOnly} onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

/** Whether the person may make client workspaces from the session's workspace. */
export function useCanServeClients(): boolean {
  const user = useSessionUser();
  const workspace = user?.workspace;
  return user?.user_type === 'provider' && workspace?.kind === 'own' && roleAtLeast(workspace.role, 'admin');
}

function CreateWorkspaceForm({ clientOnly, onClose, onCreated }: Omit<CreateWorkspaceModalProps, 'opened'>) {
  const t = useTexts(workspacesTexts).create;
  const common = useTexts(commonTexts);
  const m = useTexts(workspaceMessages);
  const canServeClients = useCanServeClients();
  const [name, setName] = useState('');
  const [forClient, setForClient] = useState(Boolean(clientOnly));
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateWorkspace((workspaceId) => {
    onClose();
    onCreated(workspaceId);
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(m.nameRequired);
      return;
    }
    create.mutate({ name: name.trim(), for_client: forClient });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {create.isError && (
          <Alert color="red" role="alert">
            {workspaceFailure(create.error, t.failed)}
          </Alert>
        )}
        <WorkspaceNameField
          label={t.name}
          placeholder={t.namePlaceholder}
          value={name}
          error={nameError}
          onChange={(next) => {
            setName(next);
            setNameError(null);
          }}
        />
        {canServeClients && !clientOnly && (
          <Radio.Group
            label={t.forWhom}
            value={forClient ? 'client' : 'business'}
            onChange={(value) => setForClient(value === 'client')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="business" label={t.forMyBusiness} />
              <Radio value="client" label={t.forClient} />
            </Stack>
          </Radio.Group>
        )}
        {(canServeClients || clientOnly) && (
          <Text size="sm" c="dimmed">
            {forClient ? t.clientHint : t.businessHint}
          </Text>
        )}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {common.actions.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
