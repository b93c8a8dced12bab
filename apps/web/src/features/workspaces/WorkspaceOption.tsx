import { workspaceMessages } from '@griot/contract/workspaces/workspaceMessages';
import type { WorkspaceSummary } from '@griot/contract/workspaces/workspaceSchemas';
import { Avatar, Badge, Combobox, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n/useTexts';
import classes from './WorkspaceSwitcher.module.css';
import { workspacesTexts } from './workspacesTexts';

/** A workspace in the switcher's list: its name, the person's role there, whose client it is. */
export function WorkspaceOption({ workspace, current }: { workspace: WorkspaceSummary; current: boolean }) {
  const t = useTexts(workspacesTexts).switcher;
  const roles = useTexts(workspaceMessages).roles;
  const client = workspace.kind === 'client';
  return (
    <Combobox.Option value={workspace.id} className={classes.option}>
      <Group gap="sm" wrap="nowrap">
        <Avatar name={workspace.name} color="initials" radius="md" size={32} aria-hidden />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {workspace.name}
          </Text>
          <Text size="xs" className={classes.secondary} truncate>
            {roles[workspace.role]}
          </Text>
          {client && workspace.provider_name && (
            <Text size="xs" className={classes.secondary} truncate>
              {t.clientOf({ provider: workspace.provider_name })}
            </Text>
          )}
        </div>
        {client && (
          <Badge size="sm" variant="light" color="ochre" style={{ flexShrink: 0 }}>
            {t.client}
          </Badge>
        )}
        {current && (
          <>
            <IconCheck size={16} aria-hidden style={{ flexShrink: 0 }} />
            <VisuallyHidden>{t.current}</VisuallyHidden>
          </>
        )}
      </Group>
    </Combobox.Option>
  );
}
