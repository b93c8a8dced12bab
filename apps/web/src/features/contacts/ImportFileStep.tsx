import { Alert, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { CONTACT_IMPORT_LIMITS } from '@griot/contract/contacts/contactSchemas';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { contactTexts } from './contactTexts';

const ACCEPTED = [
  'text/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

/** Step 1: the WhatsApp chatbot the contacts go into, and the file (dropped or picked). */
export function ImportFileStep({
  chatbots,
  chatbotId,
  onChatbot,
  file,
  onFile,
  reading,
  error,
}: {
  chatbots: Array<{ value: string; label: string }>;
  chatbotId: string | null;
  onChatbot: (id: string | null) => void;
  file: File | null;
  onFile: (file: File) => void;
  reading: boolean;
  error: string | null;
}) {
  const t = useTexts(contactTexts).wizard;
  const [rejected, setRejected] = useState(false);
  return (
    <Stack gap="md">
      {chatbots.length === 0 ? (
        <Alert color="yellow">{t.noWhatsAppChatbot}</Alert>
      ) : (
        <Select
          label={t.chatbot}
          placeholder={t.chatbotPlaceholder}
          data={chatbots}
          value={chatbotId}
          onChange={onChatbot}
          allowDeselect={false}
          required
        />
      )}
      <Dropzone
        onDrop={(files) => {
          setRejected(false);
          const first = files[0];
          if (first) onFile(first);
        }}
        onReject={() => setRejected(true)}
        maxSize={CONTACT_IMPORT_LIMITS.bytes}
        accept={ACCEPTED}
        multiple={false}
        disabled={!chatbotId || reading}
        aria-label={t.drop}
        data-testid="contacts-drop-zone"
      >
        <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }} wrap="nowrap">
          <Dropzone.Accept>
            <IconUpload size={40} stroke={1.5} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={40} stroke={1.5} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconFileSpreadsheet size={40} stroke={1.5} aria-hidden />
          </Dropzone.Idle>
          <Stack gap={4}>
            <Text size="md">{t.drop}</Text>
            <Text size="sm" c="dimmed">
              {t.dropHint}
            </Text>
          </Stack>
        </Group>
      </Dropzone>
      {reading && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t.reading}</Text>
        </Group>
      )}
      {file && !reading && !error && <Text size="sm">{t.chosen({ name: file.name })}</Text>}
      {rejected && <Alert color="red">{t.dropRejected}</Alert>}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
