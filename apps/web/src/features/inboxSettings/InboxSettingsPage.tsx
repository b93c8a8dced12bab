import { workspaceMessages } from '@griot/contract/workspaces/workspaceMessages';
import { Alert, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconChartBar, IconInfoCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTexts } from '../../lib/i18n/useTexts';
import { useStoredSession } from '../../lib/sessionStore';
import { useCan } from '../../lib/workspaceRole';
import { AssignmentSettingsTab } from './AssignmentSettingsTab';
import { CannedResponsesTab } from './CannedResponsesTab';
import { inboxSettingsTexts } from './inboxSettingsTexts';
import { LabelsTab } from './LabelsTab';

const TABS = ['canned', 'labels', 'assignment'] as const;
type SettingsTab = (typeof TABS)[number];

/**
 * /dashboard/inbox/settings: what the team shares to answer fast — canned responses (every
 * member), labels and automatic assignment with business hours (administrators change them, the
 * others read them). The tab is in the address (?tab=), so a link opens the right one.
 */
export function InboxSettingsPage() {
  const t = useTexts(inboxSettingsTexts);
  const roles = useTexts(workspaceMessages).roles;
  const workspace = useStoredSession()?.data.workspace ?? null;
  const administers = useCan('inbox.saveSettings');
  const readsReports = useCan('inbox.responseTimes');
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: SettingsTab = TABS.includes(asked as SettingsTab) ? (asked as SettingsTab) : 'canned';

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="md">
        <div style={{ minWidth: 0 }}>
          <Title order={2}>{t.title}</Title>
          {workspace && (
            <Text c="dimmed" size="sm" mt={4}>
              {t.subtitle({ workspace: workspace.name })}
            </Text>
          )}
        </div>
        <Group gap="sm">
          <Button
            component={Link}
            to="/dashboard/inbox"
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            {t.backToInbox}
          </Button>
          {readsReports && (
            <Button
              component={Link}
              to="/dashboard/inbox/reports"
              variant="light"
              leftSection={<IconChartBar size={16} aria-hidden />}
            >
              {t.openReports}
            </Button>
          )}
        </Group>
      </Group>

      <Tabs
        value={tab}
        onChange={(next) => next && setParams(next === 'canned' ? {} : { tab: next }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="lg" aria-label={t.tabs.label}>
          <Tabs.Tab value="canned">{t.tabs.canned}</Tabs.Tab>
          <Tabs.Tab value="labels">{t.tabs.labels}</Tabs.Tab>
          <Tabs.Tab value="assignment">{t.tabs.assignment}</Tabs.Tab>
        </Tabs.List>
        {!administers && workspace && tab !== 'canned' && (
          <Alert
            color="gray"
            variant="light"
            icon={<IconInfoCircle size={18} aria-hidden />}
            mb="md"
            role="note"
          >
            {t.readOnly({ role: roles[workspace.role] })}
          </Alert>
        )}
        <Tabs.Panel value="canned">
          <CannedResponsesTab />
        </Tabs.Panel>
        <Tabs.Panel value="labels">
          <LabelsTab />
        </Tabs.Panel>
        <Tabs.Panel value="assignment">
          <AssignmentSettingsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
