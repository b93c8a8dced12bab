import type { ChatbotStatus } from '@griot/contract/chatbots/chatbotSchemas';
import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheckFilled, IconPlayerPauseFilled, IconTool } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n/useTexts';
import { chatbotTexts } from './chatbotTexts';

const LOOKS = {
  active: { color: 'griot', Icon: IconCircleCheckFilled },
  inactive: { color: 'gray', Icon: IconPlayerPauseFilled },
  maintenance: { color: 'ochre', Icon: IconTool },
} satisfies Record<ChatbotStatus, { color: string; Icon: typeof IconTool }>;

/** The status icon of a card (active versus not) with its name. */
export function ChatbotStatusIndicator({ status }: { status: ChatbotStatus }) {
  const t = useTexts(chatbotTexts);
  const { color, Icon } = LOOKS[status] ?? LOOKS.inactive;
  return (
    <Group gap={6} wrap="nowrap">
      <ThemeIcon size="sm" radius="xl" variant="light" color={color} aria-hidden>
        <Icon size={12} />
      </ThemeIcon>
      <Text size="sm" fw={500} c={status === 'active' ? undefined : 'dimmed'}>
        {t.status[status] ?? status}
      </Text>
    </Group>
  );
}
