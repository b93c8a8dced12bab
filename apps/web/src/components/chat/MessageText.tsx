import { Text } from '@mantine/core';
import classes from './ChatBubble.module.css';

/** A message's text with its line breaks kept. */
export function MessageText({ text, dimmed }: { text: string; dimmed?: boolean }) {
  if (!text) return null;
  return (
    <Text size="sm" className={classes.text} c={dimmed ? 'dimmed' : undefined}>
      {text}
    </Text>
  );
}
