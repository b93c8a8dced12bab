import { CHATBOT_FILE_LIMITS } from '@griot/contract/chatbotTransfer/chatbotFileSchema';
import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileImport } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { classifyApiError } from '../../../lib/apiErrors';
import { apiFailureMessage } from '../../../lib/apiFailureMessage';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { FileDropZone } from './FileDropZone';
import { transferTexts } from './transferTexts';
import { type ImportedChatbot, uploadChatbotFile } from './uploadChatbotFile';

type Step =
  | { kind: 'form'; error?: string }
  | { kind: 'sending'; percent: number }
  | { kind: 'done'; imported: ImportedChatbot; name: string };

/**
 * 'Importer un chatbot': a file (dropped or chosen) and an optional name; the upload's progress,
 * then the server's French refusal as it says it, or the new chatbot with what to check (the
 * import's warnings) and the way to it.
 */
export function ImportChatbotModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTexts(transferTexts);
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const upload = useRef<AbortController | null>(null);

  const reset = () => {
    setFile(null);
    setName('');
    setStep({ kind: 'form' });
  };
  const close = () => {
    upload.current?.abort();
    reset();
    onClose();
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setStep(
      chosen && chosen.size > CHATBOT_FILE_LIMITS.bytes
        ? { kind: 'form', error: t.import.fileTooLarge }
        : { kind: 'form' },
    );
  };
  const submit = async () => {
    if (!file || file.size > CHATBOT_FILE_LIMITS.bytes) return;
    const controller = new AbortController();
    upload.current = controller;
    setStep({ kind: 'sending', percent: 0 });
    let imported: ImportedChatbot;
    try {
      imported = await uploadChatbotFile(
        file,
        name,
        (percent) => setStep({ kind: 'sending', percent }),
        controller.signal,
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      const failure = classifyApiError(error);
      setStep({ kind: 'form', error: apiFailureMessage(failure, t.import.failed, t.import.unreachable) });
      return;
    }
    setStep({ kind: 'done', imported, name: name.trim() || file.name });
    // The list shows the new chatbot when the modal closes.
    void queryClient.invalidateQueries({ queryKey: orpc.chatbots.key() });
  };

  return (
    <Modal opened={opened} onClose={close} title={t.import.title} centered size="lg">
      {step.kind === 'done' ? (
        <Stack gap="md">
          <Alert color="teal" icon={<IconCircleCheck size={18} aria-hidden />} title={t.import.done}>
            {t.import.doneIntro({ name: step.name })}
          </Alert>
          {step.imported.warnings.length > 0 && (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              title={t.import.warningsTitle({ count: step.imported.warnings.length })}
            >
              <List size="sm" spacing={4}>
                {step.imported.warnings.map((warning) => (
                  <List.Item key={warning}>{warning}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={reset}>
              {t.import.another}
            </Button>
            <Button
              component={Link}
              to={`/dashboard/chatbots/${step.imported.chatbotId}/playground`}
              onClick={close}
            >
              {t.import.open}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t.import.intro}
          </Text>
          <FileDropZone label={t.import.dropZone} onDrop={choose} disabled={step.kind === 'sending'}>
            <FileInput
              label={t.import.fileLabel}
              description={t.import.fileHint}
              placeholder={t.import.filePlaceholder}
              accept="application/json,.json"
              value={file}
              onChange={choose}
              clearable
              leftSection={<IconFileImport size={16} aria-hidden />}
              disabled={step.kind === 'sending'}
            />
          </FileDropZone>
          <TextInput
            label={t.import.nameLabel}
            placeholder={t.import.namePlaceholder}
            value={name}
            maxLength={100}
            onChange={(event) => setName(event.currentTarget.value)}
            disabled={step.kind === 'sending'}
          />
          {step.kind === 'sending' && (
            <Stack gap={4} role="status" aria-live="polite">
              <Progress value={step.percent} animated={step.percent >= 100} aria-hidden />
              <Text size="sm">
                {step.percent >= 100 ? t.import.checking : t.import.uploading({ percent: step.percent })}
              </Text>
            </Stack>
          )}
          {step.kind === 'form' && step.error && (
            <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
              {step.error}
            </Alert>
          )}
          <Group justify="flex-end" wrap="wrap">
            <Button variant="default" onClick={close}>
              {t.import.cancel}
            </Button>
            <Button
              onClick={submit}
              loading={step.kind === 'sending'}
              disabled={!file || file.size > CHATBOT_FILE_LIMITS.bytes}
            >
              {t.import.submit}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
