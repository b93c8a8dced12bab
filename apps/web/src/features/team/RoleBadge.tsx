import { workspaceMessages } from '@griot/contract/workspaces/workspaceMessages';
import type { WorkspaceRole } from '@griot/contract/workspaces/workspaceRoles';
import { Badge } from '@mantine/core';
import { useTexts } from '../../lib/i18n/useTexts';

const COLORS: Record<WorkspaceRole, string> = {
  owner: 'grape',
  admin: 'blue',
  editor: 'teal',
  agent: 'gray',
};

/** A role's name in its colour: the more it may do, the warmer. */
export function RoleBadge({ role }: { role: WorkspaceRole }) {
  const roles = useTexts(workspaceMessages).roles;
  return (
    <Badge variant="light" color={COLORS[role]} radius="sm">
      {roles[role]}
    </Badge>
  );
}
