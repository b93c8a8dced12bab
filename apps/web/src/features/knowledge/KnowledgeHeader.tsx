import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ChatbotAvatar } from '../../components/ChatbotAvatar';
import { commonTexts } from '../../components/commonTexts';
import { useTexts } from '../../lib/i18n/useTexts';
import { KnowledgeAssistantSwitch } from './KnowledgeAssistantSwitch';
import { knowledgeTexts } from './knowledgeTexts';
import type { KnowledgeActions } from './useKnowledgeActions';

/** The header: back, the chatbot's avatar, name and description, and the GRIOT IA switch. */
export function KnowledgeHeader({
  chatbot,
  defaultBlock,
  fromPlayground,
  onBack,
  toggleAssistant,
}: {
  chatbot: { bot_name: string; description: string; avatar: string } | undefined;
  defaultBlock: { idblock: string; jarvis: boolean } | null | undefined;
  fromPlayground: boolean;
  onBack: () => void;
  toggleAssistant: KnowledgeActions['toggleAssistant'];
}) {
  const t = useTexts(knowledgeTexts);
  const common = useTexts(commonTexts);
  return (
    <Stack gap="sm">
      <Group>
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
          {fromPlayground ? t.backToPlayground : common.actions.back}
        </Button>
      </Group>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="md" wrap="wrap">
          <Group gap="md" wrap="nowrap" miw={0} flex={1}>
            <ChatbotAvatar avatar={chatbot?.avatar} name={chatbot?.bot_name ?? ''} size="lg" />
            <Stack gap={2} miw={0}>
              <Title order={1} fz="xl">
                {t.heading({ name: chatbot?.bot_name ?? '…' })}
              </Title>
              <Text size="sm" c="dimmed" lineClamp={2}>
                {chatbot?.description?.trim() || t.subtitle}
              </Text>
            </Stack>
          </Group>
          <KnowledgeAssistantSwitch defaultBlock={defaultBlock} toggle={toggleAssistant} />
        </Group>
      </Paper>
    </Stack>
  );
}
