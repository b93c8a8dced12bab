import { KNOWLEDGE_ACCEPT } from '@griot/contract/knowledge/knowledgeConstants';
import { knowledgeMessages as m } from '@griot/contract/knowledge/knowledgeMessages';
import type { KnowledgeFile } from '@griot/contract/knowledge/knowledgeSchemas';
import { Anchor, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { textAround } from '../../lib/i18n/messageParts';
import { useTexts } from '../../lib/i18n/useTexts';
import { checkKnowledgeFiles } from './checkKnowledgeFiles';
import { notifyKnowledge } from './knowledgeNotify';
import { knowledgeTexts } from './knowledgeTexts';
import { UploadError, uploadKnowledgeFiles } from './uploadKnowledgeFile';

/** Drag and drop or file picker, checked before sending, with the progress percent. */
export function UploadZone({
  chatbotId,
  files,
  onUploaded,
}: {
  chatbotId: string;
  files: readonly KnowledgeFile[];
  onUploaded: () => void;
}) {
  const { upload: t } = useTexts(knowledgeTexts);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);

  // The sentence around the picker's link: one message, the link where its {pick} stands.
  const [dropBefore, dropAfter] = textAround(t.dropHere, 'pick');

  const send = async (picked: File[]) => {
    if (picked.length === 0 || percent !== null) return;
    const { accepted, errors } = checkKnowledgeFiles(picked, files);
    for (const error of errors) notifyKnowledge('error', error);
    if (accepted.length === 0) return;
    const total = accepted.reduce((sum, file) => sum + file.size, 0) || 1;
    let done = 0;
    setPercent(0);
    try {
      // One file per request: each stays well under the server's multipart limit.
      let message = '';
      for (const file of accepted) {
        ({ message } = await uploadKnowledgeFiles(chatbotId, [file], (sent) =>
          setPercent(Math.min(100, Math.round(((done + Math.min(sent, file.size)) / total) * 100))),
        ));
        done += file.size;
        setPercent(Math.round((done / total) * 100));
        onUploaded();
      }
      notifyKnowledge('success', accepted.length === 1 ? message : m.uploaded({ count: accepted.length }));
    } catch (error) {
      notifyKnowledge('error', error instanceof UploadError ? error.message : m.uploadFailed);
      onUploaded();
    } finally {
      setPercent(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="knowledge-upload-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="knowledge-upload-title">
          {t.title}
        </Title>
        <Paper
          radius="md"
          p="lg"
          data-testid="knowledge-dropzone"
          style={{
            border: `2px dashed ${dragging ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
            background: dragging ? 'var(--mantine-primary-color-light)' : undefined,
          }}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            void send([...event.dataTransfer.files]);
          }}
        >
          <Group justify="center" gap="sm" wrap="nowrap">
            <ThemeIcon size="xl" variant="light" radius="xl" aria-hidden>
              <IconCloudUpload size={24} />
            </ThemeIcon>
            <div>
              <Text size="sm">
                {dropBefore}
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => input.current?.click()}
                  disabled={percent !== null}
                >
                  {t.pick}
                </Anchor>
                {dropAfter}
              </Text>
              <Text size="xs" c="dimmed">
                {t.hint}
              </Text>
            </div>
          </Group>
          <input
            ref={input}
            type="file"
            multiple
            accept={KNOWLEDGE_ACCEPT}
            hidden
            aria-label={t.title}
            onChange={(event) => void send([...(event.currentTarget.files ?? [])])}
          />
        </Paper>
        {percent !== null && (
          <Stack gap={4} role="status" aria-live="polite">
            <Text size="sm">{t.progress({ percent })}</Text>
            <Progress value={percent} aria-label={t.progress({ percent })} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
