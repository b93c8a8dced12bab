import { Button, Group, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { classifyApiError } from '../../lib/apiErrors';
import { apiFailureMessage } from '../../lib/apiFailureMessage';
import { downloadFile } from '../../lib/downloadFile';
import { useTexts } from '../../lib/i18n/useTexts';
import { orpc } from '../../lib/orpc';
import { useCan } from '../../lib/workspaceRole';
import { contactTexts } from './contactTexts';
import { ImportContactsModal } from './ImportContactsModal';

/** A large chatbot's subscribers are a long file: more than the client's default 15 s to come. */
const EXPORT_TIMEOUT_MS = 300_000;

/** The subscribers list's actions: 'Importer des contacts' and 'Exporter en CSV' (one chatbot's subscribers). */
export function ContactsToolbar() {
  const t = useTexts(contactTexts);
  const canImport = useCan('contacts.import');
  const canExport = useCan('contacts.export');
  const [importing, setImporting] = useState(false);
  const chatbots = useQuery(orpc.chatbots.list.queryOptions({ enabled: canExport }));
  const exportFile = useMutation(
    orpc.contacts.export.mutationOptions({
      context: { timeoutMs: EXPORT_TIMEOUT_MS },
      onSuccess: (file) => downloadFile(file, 'abonnes.csv'),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: apiFailureMessage(classifyApiError(error), t.exportFailed),
        }),
    }),
  );
  if (!canImport && !canExport) return null;
  const list = chatbots.data?.chatbots ?? [];
  return (
    <Group gap="sm" justify="flex-end" wrap="wrap">
      {canExport && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={exportFile.isPending}
            >
              {t.exportButton}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t.exportChoose}</Menu.Label>
            {list.length === 0 && <Menu.Item disabled>{t.noChatbot}</Menu.Item>}
            {list.map((chatbot) => (
              <Menu.Item key={chatbot._id} onClick={() => exportFile.mutate({ id: chatbot._id })}>
                {chatbot.bot_name}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
      {canImport && (
        <Button leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setImporting(true)}>
          {t.importButton}
        </Button>
      )}
      {canImport && <ImportContactsModal opened={importing} onClose={() => setImporting(false)} />}
    </Group>
  );
}
