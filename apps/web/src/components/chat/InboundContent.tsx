import type { ChatMessage } from '@griot/contract/conversations/conversationSchemas';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconCornerDownRight, IconMapPin } from '@tabler/icons-react';
import { displayLocale } from '../../lib/i18n/displayLanguage';
import { useTexts } from '../../lib/i18n/useTexts';
import classes from './ChatBubble.module.css';
import { conversationTexts } from './conversationTexts';
import { MediaContent } from './MediaContent';
import { MessageText } from './MessageText';
import { openStreetMapUrl, readInbound } from './messageContent';

const coordinates = new Map<string, Intl.NumberFormat>();

/** A latitude or longitude as the language shown writes decimals. */
function formatCoordinate(value: number): string {
  const locale = displayLocale();
  let format = coordinates.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 5 });
    coordinates.set(locale, format);
  }
  return format.format(value);
}

/** What the end-user sent: text, a chosen button or row, a location, a media. */
export function InboundContent({ message }: { message: ChatMessage }) {
  const t = useTexts(conversationTexts);
  const view = readInbound(message);
  switch (view.kind) {
    case 'text':
      return <MessageText text={view.text} />;
    case 'choice':
      return (
        <div className={classes.reply}>
          <Text size="xs" c="dimmed">
            <IconCornerDownRight size={12} aria-hidden style={{ verticalAlign: -1, marginRight: 2 }} />
            {t.repliedWith}
          </Text>
          <Text size="sm" fw={500}>
            {view.title}
          </Text>
        </div>
      );
    case 'location':
      return (
        <Stack gap={2}>
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm" fw={500}>
              {view.name ?? t.locationLabel}
            </Text>
          </Group>
          {view.address && (
            <Text size="xs" c="dimmed">
              {view.address}
            </Text>
          )}
          <Text size="sm">
            {formatCoordinate(view.latitude)}, {formatCoordinate(view.longitude)}
          </Text>
          <Anchor
            href={openStreetMapUrl(view.latitude, view.longitude)}
            target="_blank"
            rel="noreferrer noopener"
            size="sm"
          >
            {t.openMap}
          </Anchor>
        </Stack>
      );
    case 'media':
      return <MediaContent kind={view.mediaType} link={view.url} caption={view.caption} />;
    default:
      return <MessageText text={view.text} dimmed />;
  }
}
