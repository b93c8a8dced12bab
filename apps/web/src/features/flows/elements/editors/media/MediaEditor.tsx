import { Anchor, Button, FileButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { fileNameOf } from '../../../../../components/chat/messageContent';
import { apiOrigin } from '../../../../../lib/apiClient';
import { useTexts } from '../../../../../lib/i18n/useTexts';
import { isAuthFailure } from '../../../authFailure';
import { notifyError, notifySuccess } from '../../../notify';
import { useLeaveOnAuthFailure } from '../../../useLeaveOnAuthFailure';
import { elementTexts } from '../../elementTexts';
import type { MediaKind } from './checkMediaFile';
import { checkMediaFile, MEDIA_RULES, mediaSource, publicFilePath } from './checkMediaFile';
import { uploadFailureText, uploadMedia } from './uploadMedia';

/** The wait before applying an uploaded file. */
export const UPLOAD_POST_WAIT_MS: Record<MediaKind, number> = { image: 5000, document: 2000, audio: 0 };

interface MediaEditorProps {
  kind: MediaKind;
  link: string;
  onLink: (link: string) => void;
  /** Card images wait 2 s instead of the image's 5 s. */
  postWaitMs?: number;
}

/** Picks a file, checks its type and size, uploads it, then stores its public link. */
export function MediaEditor({ kind, link, onLink, postWaitMs }: MediaEditorProps) {
  const t = useTexts(elementTexts).media;
  const [uploading, setUploading] = useState(false);
  const leave = useLeaveOnAuthFailure();
  const mounted = useRef(true);
  useEffect(() => {
    // Set on every mount: StrictMode mounts, unmounts and mounts again.
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function pick(file: File | null) {
    if (!file) return;
    const problem = checkMediaFile(kind, file);
    if (problem) return notifyError(problem);
    setUploading(true);
    try {
      const result = await uploadMedia(kind, file);
      await new Promise((resolve) => setTimeout(resolve, postWaitMs ?? UPLOAD_POST_WAIT_MS[kind]));
      if (!mounted.current) return;
      onLink(publicFilePath(result.filePath));
      notifySuccess(result.message || elementTexts.media.uploaded);
    } catch (error) {
      if (isAuthFailure(error)) return leave();
      notifyError(uploadFailureText(kind, error));
    } finally {
      if (mounted.current) setUploading(false);
    }
  }

  const source = mediaSource(apiOrigin(), link);
  return (
    <Stack gap="xs">
      {link && kind === 'image' && (
        <Image src={source} alt={t.imagePreview} mah={180} w="auto" fit="contain" radius="sm" />
      )}
      {link && kind === 'audio' && (
        // biome-ignore lint/a11y/useMediaCaption: a user's own voice message has no caption track
        <audio controls src={source} style={{ maxWidth: '100%' }} />
      )}
      {link && kind === 'document' && (
        <Anchor href={source} target="_blank" rel="noreferrer" size="sm">
          {fileNameOf(link)}
        </Anchor>
      )}
      <Group gap="xs">
        <FileButton
          onChange={(file) => void pick(file)}
          accept={MEDIA_RULES[kind].accept}
          disabled={uploading}
        >
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              leftSection={<IconUpload size={14} />}
              disabled={uploading}
            >
              {link ? t.replace : t.choose}
            </Button>
          )}
        </FileButton>
        {uploading && (
          <Group gap={6} role="status">
            <Loader size="xs" />
            <Text size="xs" c="dimmed">
              {t.uploading}
            </Text>
          </Group>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t.limits({
          formats: MEDIA_RULES[kind].extensions.map((extension) => extension.toUpperCase()).join(', '),
          max: MEDIA_RULES[kind].maxMb,
        })}
      </Text>
    </Stack>
  );
}
