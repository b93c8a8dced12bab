import { Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n/useTexts';
import { ChoiceButton } from './ChoiceButton';
import { conversationTexts } from './conversationTexts';
import { MessageText } from './MessageText';
import { DEMO_LOCATION, type MessageAction } from './messageAction';

/** A location request: its text and the 'Envoyer la position' button; the simulator sends Dakar. */
export function LocationRequestContent({ text, onAction }: { text: string; onAction?: MessageAction }) {
  const t = useTexts(conversationTexts);
  return (
    <Stack gap={6}>
      <MessageText text={text} />
      <ChoiceButton
        icon={<IconMapPin size={14} aria-hidden style={{ marginRight: 4, verticalAlign: -2 }} />}
        onClick={onAction && (() => onAction({ type: 'location', ...DEMO_LOCATION, name: t.demoLocation }))}
      >
        {t.sendLocation}
      </ChoiceButton>
      {onAction && (
        <Text size="xs" c="dimmed" ta="center">
          {t.demoLocationNote}
        </Text>
      )}
    </Stack>
  );
}
