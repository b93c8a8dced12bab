import { workspaceMessages } from '@griot/contract/workspaces/workspaceMessages';
import type { WorkspaceSummary } from '@griot/contract/workspaces/workspaceSchemas';
import { Avatar, Badge, Combobox, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n/useTexts';
import { workspacesTexts } from './workspacesTexts';

/** A workspace in the switcher's list: its name, whose client it is, the person's role there. */
export function WorkspaceOption({ workspace, current }: { workspace: WorkspaceSummary; current: boolean }) {
  const t = useTexts(workspacesTexts).switcher;
  const roles = useTexts(workspaceMessages).roles;
  return (
    <Combobox.Option value={workspace.id} active={current}>
      <Group gap="sm" wrap="nowrap">
        <Avatar name={workspace.name} color="initials" radius="md" size={32} aria-hidden />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {workspace.name}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed" truncate>
              {roles[workspace.role]}
            </Text>
            {workspace.kind === 'client' && (
              <Badge size="xs" variant="light" color="ochre" title={workspace.provider_name ?? undefined}>
                {t.client}
              </Badge>
            )}
          </Group>
          {workspace.kind === 'client' && workspace.provider_name && (
            <Text size="xs" c="dimmed" truncate>
              {t.clientOf({ provider: workspace.provider_name })}
            </Text>
          )}
        </div>
        {current && (
          <>
            <IconCheck size={16} aria-hidden />
            <VisuallyHidden>{t.current}</VisuallyHidden>
          </>
        )}
      </Group>
    </Combobox.Option>
  );
}
