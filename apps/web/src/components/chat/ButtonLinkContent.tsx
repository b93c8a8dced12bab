import { Anchor, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import classes from './ChatBubble.module.css';
import { MessageText } from './MessageText';
import type { OutboundView } from './messageContent';

type CardView = Extract<OutboundView, { kind: 'button_link' }>;

/** A call-to-action card: optional image, text, footer and the button opening its link. */
export function ButtonLinkContent({ card }: { card: CardView }) {
  return (
    <Stack gap={6}>
      {card.image && <img src={card.image} alt="" className={classes.thumbnail} loading="lazy" />}
      <MessageText text={card.body} />
      {card.footer && (
        <Text size="xs" c="dimmed">
          {card.footer}
        </Text>
      )}
      {card.url ? (
        <Anchor
          href={card.url}
          target="_blank"
          rel="noreferrer noopener"
          className={classes.choice}
          underline="never"
        >
          <IconExternalLink size={14} aria-hidden style={{ marginRight: 4, verticalAlign: -2 }} />
          {card.label || card.url}
        </Anchor>
      ) : (
        <div className={classes.choice}>{card.label}</div>
      )}
    </Stack>
  );
}
