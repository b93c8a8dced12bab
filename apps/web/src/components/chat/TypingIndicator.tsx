import { Group, Text } from '@mantine/core';
import { useTexts } from '../../lib/i18n/useTexts';
import classes from './ChatBubble.module.css';
import { conversationTexts } from './conversationTexts';

/** 'Le bot écrit...' with three pulsing dots. */
export function TypingIndicator() {
  const t = useTexts(conversationTexts);
  return (
    <div className={classes.row} data-direction="in">
      <Group gap={6} className={classes.bubble} data-direction="in" role="status" wrap="nowrap">
        <span aria-hidden>
          <span className={classes.typingDot} />
          <span className={classes.typingDot} />
          <span className={classes.typingDot} />
        </span>
        <Text size="xs" c="dimmed">
          {t.simulator.typing}
        </Text>
      </Group>
    </div>
  );
}
