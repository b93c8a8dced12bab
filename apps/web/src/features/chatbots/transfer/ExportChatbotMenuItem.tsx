import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { classifyApiError } from '../../../lib/apiErrors';
import { apiFailureMessage } from '../../../lib/apiFailureMessage';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { useCan } from '../../../lib/workspaceRole';
import { transferTexts } from './transferTexts';

/** A large chatbot with its media embedded is up to 20 MB: more than the default 15 s to come. */
const EXPORT_TIMEOUT_MS = 120_000;

/** 'Exporter' in a chatbot card's menu: downloads the chatbot as one JSON file (its own name). */
export function ExportChatbotMenuItem({ chatbotId }: { chatbotId: string }) {
  const t = useTexts(transferTexts);
  const allowed = useCan('chatbotTransfer.export');
  const exportFile = useMutation(
    orpc.chatbotTransfer.export.mutationOptions({
      context: { timeoutMs: EXPORT_TIMEOUT_MS },
      onSuccess: (file) => saveFile(file),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: apiFailureMessage(classifyApiError(error), t.export.failed),
        }),
    }),
  );
  if (!allowed) return null;
  return (
    <Menu.Item
      leftSection={<IconDownload size={16} aria-hidden />}
      disabled={exportFile.isPending}
      // The menu closes on click; the download starts when the file has come.
      onClick={() => exportFile.mutate({ id: chatbotId })}
    >
      {t.export.menuItem}
    </Menu.Item>
  );
}

/** Saves the file under the name the server gave it (griot-<chatbot>-<day>.json). */
function saveFile(file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file instanceof File && file.name ? file.name : 'griot-chatbot.json';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
