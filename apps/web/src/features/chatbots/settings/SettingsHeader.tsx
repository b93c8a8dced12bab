import type { Chatbot } from '@griot/contract/chatbots/chatbotSchemas';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLayoutDashboard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ChatbotTypeBadge } from '../../../components/ChatbotTypeBadge';
import { FlowEditorButton } from '../../../components/FlowEditorButton';
import { useTexts } from '../../../lib/i18n/useTexts';
import { ChatbotStatusIndicator } from '../ChatbotStatusIndicator';
import type { ChatbotFormValues } from '../chatbotFormValues';
import { chatbotTexts } from '../chatbotTexts';
import { SettingsAvatar } from './SettingsAvatar';

/** The settings screen's identity card: avatar upload, name, channel, status and the ways out. */
export function SettingsHeader({ chatbot, values }: { chatbot: Chatbot; values: ChatbotFormValues }) {
  const t = useTexts(chatbotTexts);
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Button
          component={Link}
          to="/dashboard/chatbots"
          variant="subtle"
          color="gray"
          px={0}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t.settings.backToList}
        </Button>
        <Group gap="xs">
          <FlowEditorButton chatbotId={chatbot._id} />
          <Button
            component={Link}
            to={`/dashboard/chatbots/${chatbot._id}/home`}
            variant="light"
            leftSection={<IconLayoutDashboard size={16} aria-hidden />}
          >
            {t.settings.dashboard}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="lg" p="lg">
        <Group justify="space-between" align="center" gap="lg">
          <SettingsAvatar chatbot={chatbot} name={values.bot_name || chatbot.bot_name} />
          <Stack gap={6} align="flex-end" miw={0}>
            <Title order={2} fz="h3" lineClamp={1} ta="right">
              {chatbot.bot_name}
            </Title>
            <Group gap="sm">
              <ChatbotTypeBadge type={chatbot.type} />
              <ChatbotStatusIndicator status={chatbot.status} />
            </Group>
            <Text size="xs" c="dimmed">
              {t.settings.id({ id: chatbot._id })}
            </Text>
          </Stack>
        </Group>
      </Paper>
    </Stack>
  );
}
