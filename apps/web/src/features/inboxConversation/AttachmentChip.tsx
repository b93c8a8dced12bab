import { ActionIcon, Group, Image, Progress, Text, ThemeIcon } from '@mantine/core';
import { IconFileText, IconMusic, IconPhoto, IconX } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n/useTexts';
import type { AttachmentKind } from './attachments';
import classes from './InboxConversation.module.css';
import { inboxConversationTexts } from './inboxConversationTexts';
import type { PendingAttachment } from './useAttachment';

const ICONS: Record<AttachmentKind, typeof IconPhoto> = {
  image: IconPhoto,
  document: IconFileText,
  audio: IconMusic,
};

/** The file about to go with the reply: thumbnail or icon, name, upload progress, remove. */
export function AttachmentChip({
  attachment,
  onRemove,
}: {
  attachment: PendingAttachment;
  onRemove: () => void;
}) {
  const t = useTexts(inboxConversationTexts).composer;
  const Icon = ICONS[attachment.kind];
  const failed = attachment.status === 'failed';
  return (
    <Group className={classes.attachment} gap="xs" wrap="nowrap" mb="xs" w="fit-content">
      {attachment.preview ? (
        <Image src={attachment.preview} alt="" w={36} h={36} radius="sm" fit="cover" />
      ) : (
        <ThemeIcon variant="light" color={failed ? 'red' : 'gray'} size={36} aria-hidden>
          <Icon size={18} />
        </ThemeIcon>
      )}
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text size="sm" truncate maw={260}>
          {attachment.name}
        </Text>
        {attachment.status === 'uploading' && (
          <>
            <Progress
              value={attachment.progress}
              size="sm"
              mt={4}
              w={160}
              aria-label={t.uploading({ name: attachment.name, percent: attachment.progress })}
            />
            <Text size="xs" c="dimmed" role="status">
              {t.uploading({ name: attachment.name, percent: attachment.progress })}
            </Text>
          </>
        )}
        {attachment.status === 'ready' && (
          <Text size="xs" c="teal" role="status">
            {t.uploaded({ name: attachment.name })}
          </Text>
        )}
        {failed && (
          <Text size="xs" c="red" role="alert">
            {attachment.error}
          </Text>
        )}
      </div>
      <ActionIcon variant="subtle" color="gray" aria-label={t.removeAttachment} onClick={onRemove}>
        <IconX size={16} />
      </ActionIcon>
    </Group>
  );
}
