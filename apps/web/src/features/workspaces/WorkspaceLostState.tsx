import { workspaceMessages } from '@griot/contract/workspaces/workspaceMessages';
import { Avatar, Button, Card, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingCommunity, IconDoorExit, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { CreateWorkspaceModal } from './CreateWorkspaceModal';
import { useSwitchWorkspace } from './useWorkspaceActions';
import type { WorkspaceLoss } from './useWorkspaceLoss';
import { useWorkspaceList } from './workspaceQueries';
import { workspacesTexts } from './workspacesTexts';

/**
 * What the shell shows instead of a screen when the session lost its workspace: no longer a
 * member of it, or member of none. The person's other workspaces open from here, and a new one
 * can be made. Someone listed in workspaces whose session works in none lost the one it named.
 */
export function WorkspaceLostState({ loss }: { loss: WorkspaceLoss }) {
  const texts = useTexts(workspacesTexts);
  const t = texts.lost;
  const roles = useTexts(workspaceMessages).roles;
  const list = useWorkspaceList();
  const switchTo = useSwitchWorkspace();
  const [creating, setCreating] = useState(false);
  const workspaces = list.data?.workspaces ?? [];
  const notMember = loss === 'notMember' || workspaces.length > 0;

  return (
    <Card withBorder radius="lg" py={48} px="xl" maw={640} mx="auto">
      <Stack align="center" gap="sm" ta="center" role="alert">
        <ThemeIcon size={64} radius="xl" variant="light" color={notMember ? 'orange' : 'gray'} aria-hidden>
          {notMember ? <IconDoorExit size={30} /> : <IconBuildingCommunity size={30} />}
        </ThemeIcon>
        <Title order={2} fz="xl">
          {notMember ? t.notMemberTitle : t.noWorkspaceTitle}
        </Title>
        <Text c="dimmed" size="sm" maw={480}>
          {notMember ? t.notMemberText : t.noWorkspaceText}
        </Text>
      </Stack>
      {list.isPending ? (
        <Group justify="center" mt="lg">
          <Loader size="sm" />
        </Group>
      ) : (
        workspaces.length > 0 && (
          <Stack gap="xs" mt="xl">
            <Title order={3} fz="sm" c="dimmed" tt="uppercase">
              {t.yourWorkspaces}
            </Title>
            {workspaces.map((workspace) => (
              <Card key={workspace.id} withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <Avatar name={workspace.name} color="initials" radius="md" size={36} aria-hidden />
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} size="sm" truncate>
                        {workspace.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {roles[workspace.role]}
                      </Text>
                    </div>
                  </Group>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={t.openLabel({ name: workspace.name })}
                    loading={switchTo.isPending && switchTo.variables?.id === workspace.id}
                    onClick={() => switchTo.mutate({ id: workspace.id })}
                  >
                    {t.open}
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
        )
      )}
      <Group justify="center" mt="xl">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {texts.switcher.create}
        </Button>
      </Group>
      <CreateWorkspaceModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(workspaceId) => switchTo.mutate({ id: workspaceId })}
      />
    </Card>
  );
}
