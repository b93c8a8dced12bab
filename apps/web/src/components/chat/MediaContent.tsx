import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconFileText, IconMovie, IconPhoto } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n/useTexts';
import classes from './ChatBubble.module.css';
import { conversationTexts } from './conversationTexts';
import { MessageText } from './MessageText';
import { fileNameOf } from './messageContent';

export type MediaKind = 'image' | 'document' | 'audio' | 'video';

/** An image (thumbnail opening the full image), a document (link with its file name), an audio player. */
export function MediaContent({ kind, link, caption }: { kind: MediaKind; link: string; caption?: string }) {
  return (
    <Stack gap={6}>
      <MediaBody kind={kind} link={link} />
      {caption && <MessageText text={caption} />}
    </Stack>
  );
}

function MediaBody({ kind, link }: { kind: MediaKind; link: string }) {
  const t = useTexts(conversationTexts);
  if (!link)
    return (
      <Group gap={6} c="dimmed">
        {kind === 'image' ? <IconPhoto size={18} aria-hidden /> : <IconFileText size={18} aria-hidden />}
        <Text size="sm">{t[kind]}</Text>
      </Group>
    );
  switch (kind) {
    case 'image':
      return (
        <a href={link} target="_blank" rel="noreferrer noopener">
          <img src={link} alt={t.image} className={classes.thumbnail} loading="lazy" />
        </a>
      );
    case 'audio':
      return (
        // biome-ignore lint/a11y/useMediaCaption: voice notes have no captions.
        <audio controls src={link} className={classes.audio} aria-label={t.audio} preload="none" />
      );
    case 'video':
      return (
        <Anchor href={link} target="_blank" rel="noreferrer noopener" size="sm">
          <Group gap={6} wrap="nowrap">
            <IconMovie size={18} aria-hidden />
            {t.videoFile({ name: fileNameOf(link) })}
          </Group>
        </Anchor>
      );
    default:
      return (
        <Anchor
          href={link}
          target="_blank"
          rel="noreferrer noopener"
          size="sm"
          aria-label={t.openDocument({ name: fileNameOf(link) })}
        >
          <Group gap={6} wrap="nowrap">
            <IconFileText size={18} aria-hidden />
            <span>{fileNameOf(link)}</span>
          </Group>
        </Anchor>
      );
  }
}
