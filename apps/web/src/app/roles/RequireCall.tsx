import { type CallKey, canCall } from '@griot/contract/workspaces/callAccess';
import { workspaceMessages } from '@griot/contract/workspaces/workspaceMessages';
import { Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { StateCard } from '../../components/StateCard';
import { useTexts } from '../../lib/i18n/useTexts';
import { useWorkspaceRole } from '../../lib/workspaceRole';
import { roleTexts } from './roleTexts';

/**
 * A page for the roles that may make `call` (the call the page cannot work without): another role
 * sees why it cannot open it and the ways back, instead of a screen of refused calls. The server
 * refuses the calls anyway; this only says it first, and clearly.
 */
export function RequireCall({ call, children }: { call: CallKey; children?: ReactNode }) {
  const role = useWorkspaceRole();
  if (canCall(role, call)) return children ?? <Outlet />;
  return <NoAccess />;
}

function NoAccess() {
  const t = useTexts(roleTexts);
  const roles = useTexts(workspaceMessages).roles;
  const role = useWorkspaceRole();
  return (
    <StateCard
      icon={<IconLock size={32} />}
      color="gray"
      title={role ? t.noAccess.title({ role: roles[role] }) : t.noWorkspace.title}
      text={role ? t.noAccess.text : t.noWorkspace.text}
      role="alert"
    >
      <Group justify="center" gap="sm">
        <Button component={Link} to="/dashboard">
          {t.noAccess.home}
        </Button>
        {role && (
          <Button component={Link} to="/dashboard/chatbots" variant="light">
            {t.noAccess.chatbots}
          </Button>
        )}
      </Group>
    </StateCard>
  );
}
