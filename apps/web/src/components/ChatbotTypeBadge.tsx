import type { ChatbotType } from '@griot/contract/chatbots/chatbotSchemas';
import { Badge } from '@mantine/core';
import { IconBrandMessenger, IconBrandTelegram, IconBrandWhatsapp, IconWorld } from '@tabler/icons-react';
import { chatbotLabels } from '../lib/chatbotLabels';

const LOOKS = {
  whatsapp: { color: 'green', Icon: IconBrandWhatsapp },
  telegram: { color: 'blue', Icon: IconBrandTelegram },
  messenger: { color: 'indigo', Icon: IconBrandMessenger },
  web: { color: 'gray', Icon: IconWorld },
} satisfies Record<ChatbotType, { color: string; Icon: typeof IconWorld }>;

/** The channel a chatbot answers on. */
export function ChatbotTypeBadge({ type }: { type: ChatbotType }) {
  const { color, Icon } = LOOKS[type] ?? LOOKS.web;
  return (
    <Badge variant="light" color={color} leftSection={<Icon size={12} aria-hidden />} radius="sm">
      {chatbotLabels.type[type] ?? type}
    </Badge>
  );
}
