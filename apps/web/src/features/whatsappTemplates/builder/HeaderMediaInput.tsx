import { Button, CloseButton, FileButton, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { classifyApiError } from '../../../lib/apiErrors';
import { apiFailureMessage } from '../../../lib/apiFailureMessage';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { whatsappTemplatesTexts } from '../whatsappTemplatesTexts';
import type { TemplateDraft } from './templateDraft';

const MB = 1024 * 1024;
/** The upload calls' own limits (uploads contract): a video is Meta's own limit, MP4 up to 16 MB. */
const RULES = {
  IMAGE: { accept: 'image/png,image/jpeg', maxMb: 5 },
  VIDEO: { accept: 'video/mp4', maxMb: 16 },
  DOCUMENT: { accept: 'application/pdf', maxMb: 15 },
} as const;

interface HeaderMediaInputProps {
  format: 'IMAGE' | 'VIDEO' | 'DOCUMENT';
  draft: TemplateDraft;
  change: (patch: Partial<TemplateDraft>) => void;
  error: string | undefined;
}

/**
 * The header's example file, which Meta's reviewers look at: an image, an MP4 video or a PDF
 * uploaded to Griot (checked there by its content), which the server hands to Meta.
 */
export function HeaderMediaInput({ format, draft, change, error }: HeaderMediaInputProps) {
  const { builder: b, errors: e } = useTexts(whatsappTemplatesTexts);
  const [tooLarge, setTooLarge] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) =>
      format === 'IMAGE'
        ? orpc.uploads.image.call({ imagefromplayground: file })
        : format === 'VIDEO'
          ? orpc.uploads.video.call({ videofromplayground: file }, { context: { timeoutMs: 120_000 } })
          : orpc.uploads.document.call({ docfromplayground: file }, { context: { timeoutMs: 120_000 } }),
  });
  const rule = RULES[format];
  const accepted = { IMAGE: b.imageAccepted, VIDEO: b.videoAccepted, DOCUMENT: b.documentAccepted }[format];
  const choose = (file: File | null) => {
    if (!file) return;
    upload.reset();
    setTooLarge(file.size > rule.maxMb * MB);
    if (file.size > rule.maxMb * MB) return;
    upload.mutate(file, {
      onSuccess: (result) =>
        change({
          headerMedia: result.filePath,
          headerMediaName: file.name,
          headerMediaPreview: format === 'IMAGE' ? URL.createObjectURL(file) : '',
        }),
    });
  };
  const uploadError = tooLarge
    ? e.mediaTooLarge({ size: rule.maxMb })
    : upload.error
      ? apiFailureMessage(classifyApiError(upload.error), e.uploadFailed)
      : undefined;
  return (
    <Input.Wrapper
      label={b.headerMedia}
      description={b.headerMediaHelp}
      error={uploadError ?? error}
      required
    >
      <Paper withBorder radius="md" p="sm" mt={6} style={{ borderStyle: 'dashed' }}>
        {draft.headerMedia ? (
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" lineClamp={1} style={{ minWidth: 0 }}>
              {b.uploaded({ name: draft.headerMediaName || draft.headerMedia.split('/').pop() || '' })}
            </Text>
            <CloseButton
              aria-label={b.removeMedia}
              onClick={() => change({ headerMedia: '', headerMediaName: '', headerMediaPreview: '' })}
            />
          </Group>
        ) : (
          <Stack gap={4} align="center">
            <FileButton onChange={choose} accept={rule.accept}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  loading={upload.isPending}
                  leftSection={<IconFileUpload size={16} aria-hidden />}
                >
                  {b.chooseFile}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {accepted({ size: rule.maxMb })}
            </Text>
          </Stack>
        )}
      </Paper>
    </Input.Wrapper>
  );
}
